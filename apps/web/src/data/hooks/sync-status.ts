// What the shell's sync status says for a SyncState (issue 9), as one pure rule, so the status,
// the sign-out warning and their tests agree on every state.
import { paths } from '#web/config/paths.ts';
import type { RefusedWrite, SyncState } from '../data-source.ts';

export type SyncStatusView =
  | { kind: 'offline'; key: 'sync.offlinePending' | 'sync.offlineIdle'; count: number }
  | { kind: 'syncing'; key: 'sync.syncing' }
  | { kind: 'refreshFailed'; key: 'sync.refreshFailed' }
  | { kind: 'waiting'; key: 'sync.waiting'; count: number }
  | { kind: 'saved'; key: 'sync.saved' };

/**
 * The main line of the status. A background pull with nothing to send stays 'All changes saved',
 * so the status (a polite live region) does not flicker and speak every 30 s.
 */
export function syncStatusView(state: SyncState): SyncStatusView {
  if (!state.online) {
    return state.pending > 0
      ? { kind: 'offline', key: 'sync.offlinePending', count: state.pending }
      : { kind: 'offline', key: 'sync.offlineIdle', count: 0 };
  }
  if (state.syncing && (state.pending > 0 || state.lastSyncedAt === null)) {
    return { kind: 'syncing', key: 'sync.syncing' };
  }
  if (state.pending > 0) return { kind: 'waiting', key: 'sync.waiting', count: state.pending };
  if (state.refreshFailed) return { kind: 'refreshFailed', key: 'sync.refreshFailed' };
  return { kind: 'saved', key: 'sync.saved' };
}

/**
 * Writes that would be lost by signing out: those waiting to be sent and those the server refused.
 * NOTE: the contract counts refused writes apart from `pending` (data-source.ts: pending is what
 * is still on its way; refused writes wait for the owner, not for the network).
 */
export const unsentWrites = (state: SyncState): number => state.pending + state.refused.length;

const REASON_CODES = new Set([
  'validation_failed',
  'malformed_body',
  'record_deleted',
  'not_found',
  'conflict',
  'forbidden',
  'quote_answered',
  'quote_expired',
  'quote_not_accepted',
  // A photo's file (issue 27): the texts load with the refused list (photos.json).
  'storage_full',
  'photo_too_large',
  'not_an_image',
]);

/**
 * The i18n key of why a write was not saved: parked after the server kept failing it (decision
 * 048), else the server's API error code (or 'record_deleted').
 */
export const refusedReasonKey = (write: Pick<RefusedWrite, 'code' | 'parked'>): string =>
  write.parked
    ? 'sync.reason.parked'
    : REASON_CODES.has(write.code)
      ? `sync.reason.${write.code}`
      : 'sync.reason.other';

/** What kind of write it was, for the refused list ('New customer', 'Job change'…). */
export const refusedWriteKey = (write: Pick<RefusedWrite, 'kind' | 'op' | 'day'>): string =>
  write.day === undefined ? `sync.write.${write.kind}.${write.op}` : 'sync.write.rainDelay';

/** Whether editing the record can fix the write: not for a delete, nor for a record now gone. */
export const canEditRefused = (write: RefusedWrite): boolean =>
  !write.parked && // an edit cannot fix a server that fails: Retry does (decision 048)
  write.op !== 'delete' &&
  write.kind !== 'series' && // a series write is discarded, then made again (issue 14)
  write.kind !== 'document' && // so is a refused invoice or receipt (issue 15)
  write.kind !== 'quote' && // and a refused quote write (issue 26)
  write.kind !== 'photo' && // a photo's write or file: Retry or Discard (issue 27)
  write.code !== 'record_deleted' &&
  write.code !== 'not_found';

/** The screen where the owner fixes a refused write. */
export function refusedWriteHref(write: Pick<RefusedWrite, 'kind' | 'recordId'>): string {
  if (write.kind === 'customer') return paths.customer(write.recordId);
  if (write.kind === 'job') return paths.job(write.recordId);
  return paths.profile;
}
