import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataError } from '#web/data/data-source.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

type LoadFailedProps = {
  /** The load's failure: a DataError shows its own text, anything else the generic one. */
  error: unknown;
  onRetry(): void;
  isRetrying?: boolean;
};

/**
 * What every data screen shows when its data could not be loaded and none is on the device
 * (issue 9): an error with Retry, never an empty list that reads as "No customers yet".
 */
export function LoadFailed({ error, onRetry, isRetrying = false }: LoadFailedProps) {
  const { t } = useTranslation();
  const key = error instanceof DataError ? error.key : 'sync.loadFailed';
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <CloudOff aria-hidden="true" className="h-6 w-6" />
      <p className="font-medium">{t(key)}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        {t('sync.retry')}
      </Button>
    </div>
  );
}

/** What QueryStatus reads of a screen's query (useData's result). */
type ScreenQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  error: unknown;
  refetch(): unknown;
};

/**
 * A screen's query before its data shows: the spinner while it loads, LoadFailed with Retry when
 * it failed with nothing on the device, else nothing (the screen shows the data).
 */
export function QueryStatus({ query }: { query: ScreenQuery }) {
  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return null;
}
