import type { ReactNode } from 'react';

/** The white rounded panel every screen is made of. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800 ${className}`}
    >
      {children}
    </div>
  );
}

/** A figure with its label (the dashboard and detail tiles). */
export function StatTile({
  label,
  value,
  tone = 'default',
}: {
  label: string;
  value: ReactNode;
  tone?: 'default' | 'green' | 'orange' | 'blue';
}) {
  const colour = {
    default: 'text-gray-900 dark:text-gray-100',
    green: 'text-green-700 dark:text-green-400',
    orange: 'text-orange-700 dark:text-orange-400',
    blue: 'text-blue-700 dark:text-blue-400',
  }[tone];
  return (
    <Card>
      <p className="text-sm text-gray-600 dark:text-gray-400">{label}</p>
      <p className={`mt-1 text-2xl font-bold ${colour}`}>{value}</p>
    </Card>
  );
}

/** What a list shows when it has nothing, with an optional way forward. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
      <p className="font-medium text-gray-900 dark:text-gray-100">{title}</p>
      {message ? <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{message}</p> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
