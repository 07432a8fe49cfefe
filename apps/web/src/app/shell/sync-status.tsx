import { AlertTriangle, CheckCircle2, CloudOff, RefreshCw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncState } from '#web/data/hooks/data-context.tsx';
import { useSyncNow } from '#web/data/hooks/sync-actions.ts';
import { syncStatusView, type SyncStatusView } from '#web/data/hooks/sync-status.ts';
import { loadScreenTexts } from '#web/lib/i18n.ts';
import { lazyComponent } from '../routes/lazy-component.tsx';

// The refused changes' list loads when the owner opens it (decision 042), with the screens' texts
// (a photo's refused upload or changed caption reads in the photos' words).
const RefusedChangesDialog = lazyComponent(async () => {
  const [dialog] = await Promise.all([import('./refused-changes-dialog.tsx'), loadScreenTexts()]);
  return dialog.RefusedChangesDialog;
});

const TONE: Record<SyncStatusView['kind'], string> = {
  offline: 'text-orange-900 dark:text-orange-200',
  syncing: 'text-blue-800 dark:text-blue-200',
  refreshFailed: 'text-orange-900 dark:text-orange-200',
  waiting: 'text-orange-900 dark:text-orange-200',
  saved: 'text-gray-700 dark:text-gray-300',
};

function StatusIcon({ kind }: { kind: SyncStatusView['kind'] }) {
  const className = 'h-3.5 w-3.5 shrink-0';
  if (kind === 'saved') return <CheckCircle2 aria-hidden="true" className={className} />;
  if (kind === 'syncing') {
    return <RefreshCw aria-hidden="true" className={`${className} motion-safe:animate-spin`} />;
  }
  if (kind === 'offline') return <CloudOff aria-hidden="true" className={className} />;
  return <AlertTriangle aria-hidden="true" className={className} />;
}

/**
 * Where the signed-in owner's changes stand (issue 9), on every app screen: offline with what the
 * phone keeps, syncing, all saved, a failed refresh or unsent changes with Retry, and the changes
 * the server refused, which open the list to fix or discard them, and the values another device
 * replaced (decision 047), to keep one side. One polite live region.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const state = useSyncState();
  const [isRefusedOpen, setIsRefusedOpen] = useState(false);
  const syncNow = useSyncNow();
  const view = syncStatusView(state);
  const refusedCount = state.refused.length;
  const changedCount = state.changedElsewhere.length;
  // 'All changes saved' beside 'n changes were not saved' would contradict itself.
  const showsMainLine = !(view.kind === 'saved' && refusedCount + changedCount > 0);
  const canRetry = view.kind === 'refreshFailed' || view.kind === 'waiting';

  return (
    <div className="border-t border-gray-100 dark:border-gray-800">
      <div
        role="status"
        aria-label={t('sync.region')}
        className="mx-auto flex min-h-7 max-w-5xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-1 text-xs"
      >
        {showsMainLine ? (
          <span className={`flex items-center gap-1.5 ${TONE[view.kind]}`}>
            <StatusIcon kind={view.kind} />
            {'count' in view ? t(view.key, { count: view.count }) : t(view.key)}
          </span>
        ) : null}
        {state.photoUploads && state.online ? (
          <span className="text-blue-800 dark:text-blue-200">
            {t('sync.uploadingPhotos', state.photoUploads)}
          </span>
        ) : null}
        {canRetry ? <span aria-hidden="true">·</span> : null}
        {canRetry ? (
          <button
            type="button"
            onClick={() => syncNow.mutate(undefined)}
            disabled={syncNow.isPending}
            aria-label={t('sync.retryLabel')}
            className="-my-1 min-h-7 rounded px-1 font-semibold text-blue-700 underline hover:text-blue-900 disabled:opacity-50 dark:text-blue-300"
          >
            {t('sync.retry')}
          </button>
        ) : null}
        {refusedCount > 0 ? (
          <button
            type="button"
            onClick={() => setIsRefusedOpen(true)}
            className="-my-1 inline-flex min-h-7 items-center gap-1.5 rounded bg-orange-700 px-2 font-semibold text-white hover:bg-orange-800"
          >
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
            {t('sync.refused', { count: refusedCount })}
          </button>
        ) : null}
        {changedCount > 0 ? (
          <button
            type="button"
            onClick={() => setIsRefusedOpen(true)}
            className="-my-1 inline-flex min-h-7 items-center gap-1.5 rounded bg-orange-700 px-2 font-semibold text-white hover:bg-orange-800"
          >
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
            {t('sync.changed', { count: changedCount })}
          </button>
        ) : null}
      </div>
      {isRefusedOpen && refusedCount + changedCount > 0 ? (
        <Suspense fallback={null}>
          <RefusedChangesDialog
            isOpen
            refused={state.refused}
            changedElsewhere={state.changedElsewhere}
            onClose={() => setIsRefusedOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
