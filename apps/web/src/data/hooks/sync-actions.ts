// The owner's answers to what the sync reports (decisions 047, 048), on the one write pattern
// (useDataMutation, decision 038): each hook logs its failure once; the screen shows which item
// is busy from the mutation's variables and never catches.
import { useQueryClient } from '@tanstack/react-query';
import type { ChangedElsewhere } from '../data-source.ts';
import { dataKeys, useDataMutation } from './data-context.tsx';

// The sync panel shows no failure text of its own: the line stays and can be tried again.
const FALLBACK = { fallback: 'sync.loadFailed' };

/** Keep mine sends this device's value again; Keep theirs lets the value that stands stay. */
export const useSettleChanged = () =>
  useDataMutation(
    (source, { notice, side }: { notice: ChangedElsewhere; side: 'mine' | 'theirs' }) =>
      side === 'mine'
        ? source.keepMine(notice.recordId, notice.field)
        : source.keepTheirs(notice.recordId, notice.field),
    FALLBACK,
  );

/** A refused write: restored (the record is made again) or discarded. */
export const useSettleRefused = () =>
  useDataMutation(
    (source, { seq, action }: { seq: number; action: 'discard' | 'restore' }) =>
      action === 'restore' ? source.restoreRefused(seq) : source.discardRefused(seq),
    FALLBACK,
  );

/** A parked write goes back to the outbox and is sent at once. */
export const useRetryParked = () =>
  useDataMutation(async (source, seq: number) => {
    await source.retryParked(seq);
    await source.sync();
  }, FALLBACK);

/** Sync now, then read every shown list again. */
export function useSyncNow() {
  const queryClient = useQueryClient();
  return useDataMutation(async (source) => {
    await source.sync();
    await queryClient.refetchQueries({ queryKey: dataKeys.all, type: 'active' });
  }, FALLBACK);
}
