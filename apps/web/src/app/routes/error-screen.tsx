import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { createLog } from '#web/lib/log.ts';
import { useTakeOverPrerender } from '#web/lib/prerender-takeover.ts';

const log = createLog('app');

/**
 * The unknown-route and crash screen (spec §2: 'Unexpected Application Error!', translated in
 * Spanish); never the error's own (English) text.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useTakeOverPrerender();
  if (!isRouteErrorResponse(error)) log.error('A screen failed', error);
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? t('common.notFound')
      : t('common.errorStatus', { status: error.status })
    : null;
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
