import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import type { ChangedElsewhere } from '#web/data/data-source.ts';
import { useSyncState } from '#web/data/hooks/data-context.tsx';
import { useSettleChanged } from '#web/data/hooks/sync-actions.ts';
import { changedFieldKey, changedValue } from '#web/data/hooks/changed-elsewhere.ts';
import { useFormat } from '#web/lib/format.ts';

const keyOf = (notice: ChangedElsewhere) => `${notice.recordId}:${notice.field}`;

type ChangedElsewhereListProps = {
  notices: readonly ChangedElsewhere[];
  /** Name the record in each line (the sync panel lists several records). */
  showsLabel?: boolean;
};

/**
 * Values this device changed that another device's write replaced (decision 047): "Changed on
 * another device: price $80.00 → $95.00", with Keep mine (sends this device's value again) and
 * Keep theirs (the value that stands stays).
 */
export function ChangedElsewhereList({ notices, showsLabel = false }: ChangedElsewhereListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const settle = useSettleChanged();
  const busy = settle.isPending && settle.variables ? keyOf(settle.variables.notice) : null;
  const handle = (notice: ChangedElsewhere, side: 'mine' | 'theirs') =>
    settle.mutate({ notice, side });

  return (
    <ul className="space-y-3">
      {notices.map((notice) => {
        const field = t(changedFieldKey(notice));
        const key = keyOf(notice);
        const names = { field, label: notice.label };
        return (
          <li key={key} className="space-y-2">
            {showsLabel ? <p className="font-medium">{notice.label}</p> : null}
            <p className="break-words">
              {t('sync.changed.line', {
                field,
                mine: changedValue(notice, notice.mine, t, format),
                theirs: changedValue(notice, notice.theirs, t, format),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={busy === key}
                aria-label={t('sync.changed.keepMineLabel', names)}
                onClick={() => handle(notice, 'mine')}
              >
                {t('sync.changed.keepMine')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy === key}
                aria-label={t('sync.changed.keepTheirsLabel', names)}
                onClick={() => handle(notice, 'theirs')}
              >
                {t('sync.changed.keepTheirs')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * On a record's screen: the values of this record (or these records: a job's photos) another
 * device replaced, if any.
 */
export function ChangedElsewhereNotice({ recordId }: { recordId: string | readonly string[] }) {
  const { t } = useTranslation();
  const { changedElsewhere } = useSyncState();
  const ids = typeof recordId === 'string' ? [recordId] : recordId;
  const notices = changedElsewhere.filter((notice) => ids.includes(notice.recordId));
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={t('sync.changed.region')}
      className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
    >
      <ChangedElsewhereList notices={notices} />
    </section>
  );
}
