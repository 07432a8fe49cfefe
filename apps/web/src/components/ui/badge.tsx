import { type BadgeColor } from '@jobtrack/core';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

// Badge colours of spec §4: completed and paid green; in progress blue; scheduled and pending
// grey; cancelled red; unpaid orange. Dark text on light tints keeps AA contrast in both themes.
const COLOURS: Record<BadgeColor, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30 dark:bg-green-900/60 dark:text-green-100',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/30 dark:bg-blue-900/60 dark:text-blue-100',
  grey: 'bg-gray-100 text-gray-800 ring-gray-500/30 dark:bg-gray-800 dark:text-gray-100',
  red: 'bg-red-100 text-red-800 ring-red-600/30 dark:bg-red-900/60 dark:text-red-100',
  orange:
    'bg-orange-100 text-orange-800 ring-orange-600/30 dark:bg-orange-900/60 dark:text-orange-100',
};

const BASE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function Badge({ color, children }: { color: BadgeColor; children: ReactNode }) {
  return <span className={`${BASE} ${COLOURS[color]}`}>{children}</span>;
}

type BadgeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { color: BadgeColor };

/** A badge that acts (the job card's status step, the payment toggle); disabled reads as a badge. */
export function BadgeButton({
  color,
  className = '',
  type = 'button',
  ...props
}: BadgeButtonProps) {
  return (
    <button
      type={type}
      className={`${BASE} ${COLOURS[color]} min-h-8 hover:brightness-95 disabled:cursor-default disabled:hover:brightness-100 ${className}`}
      {...props}
    />
  );
}
