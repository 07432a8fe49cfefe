import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTakeOverPrerender } from '#web/lib/prerender-takeover.ts';
import { paths } from '#web/config/paths.ts';

/** The frame of the sign-in and sign-up pages: logo, title, card and the back-to-home link. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // login.html's prerendered sign-in page gives way to this one (decision 043).
  useTakeOverPrerender();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-8">
      <Link
        to={paths.home}
        className="mb-6 inline-flex items-center gap-2 self-start rounded text-sm font-medium text-blue-700 hover:underline dark:text-blue-400"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('auth.backToHome')}
      </Link>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        <div className="mb-6 text-center">
          <p className="text-2xl font-bold text-blue-700 dark:text-blue-400">
            {t('common.appName')}
          </p>
          <h1 className="mt-2 text-xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** A form-level failure, announced as it appears. */
export function FormError({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'info';
}) {
  if (!message) return null;
  const colours =
    tone === 'info'
      ? 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200'
      : 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200';
  return (
    <div role="alert" className={`mb-4 rounded-lg border px-3 py-2 text-sm ${colours}`}>
      {message}
    </div>
  );
}

/** "No account? Sign up" and back: keeps where the visitor was headed (the location state). */
export function AuthSwitchLink({
  prompt,
  to,
  label,
}: {
  prompt: string;
  to: string;
  label: string;
}) {
  const location = useLocation();
  return (
    <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
      {prompt}{' '}
      <Link
        to={to}
        state={location.state}
        className="font-medium text-blue-700 hover:underline dark:text-blue-400"
      >
        {label}
      </Link>
    </p>
  );
}
