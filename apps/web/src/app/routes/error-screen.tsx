import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { createLog } from '#web/lib/log.ts';
import { useTakeOverPrerender } from '#web/lib/prerender-takeover.ts';

const log = createLog('app');

type ErrorScreenProps = {
  /** An HTTP-like status to name (404: the unknown-route screen). */
  status?: number;
};

/**
 * The unknown-route and crash screen (spec §2: 'Unexpected Application Error!', translated in
 * Spanish); never the error's own (English) text.
 */
export function ErrorScreen({ status }: ErrorScreenProps) {
  const { t } = useTranslation();
  useTakeOverPrerender();
  const detail =
    status === undefined
      ? null
      : status === 404
        ? t('common.notFound')
        : t('common.errorStatus', { status });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('common.unexpectedError')}</h1>
      {detail ? <p className="text-gray-700 dark:text-gray-300">{detail}</p> : null}
      <Link
        to={paths.home}
        className="font-medium text-blue-700 hover:underline dark:text-blue-400"
      >
        {t('common.goHome')}
      </Link>
    </main>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; resetKey: string };

/** A screen that fails (or whose code cannot load) shows the error screen until the next page. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    log.error('A screen failed', error);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** The routes' error boundary: cleared when the owner goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary resetKey={location.key}>{children}</ErrorBoundary>;
}
