import { parseQrPayload, type QrRecordType } from '@jobtrack/core';
import type { DataSource } from '#web/data/data-source.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('scanner');

/** What a decoded code leads to: open a record, the demo's waitlist prompt, or a message. */
export type ScanOutcome =
  | { kind: 'open'; type: QrRecordType; id: string }
  | { kind: 'demo'; type: QrRecordType; id: string }
  | { kind: 'error'; messageKey: string };

const error = (messageKey: string): ScanOutcome => ({ kind: 'error', messageKey });

/**
 * Spec §4 Scanner and §8: a valid payload loads the customer or job; demo mode stops before,
 * at the waitlist prompt. Every failure becomes one of the spec's messages.
 */
export async function resolveScan(
  text: string,
  options: { isDemo: boolean; source: Pick<DataSource, 'getCustomer' | 'getJob'> },
): Promise<ScanOutcome> {
  const parsed = parseQrPayload(text);
  if (!parsed.ok) {
    return error(
      parsed.reason === 'not-jobtrack' ? 'scanner.notJobTrack' : 'scanner.invalidFormat',
    );
  }
  const { type, id } = parsed;
  if (options.isDemo) return { kind: 'demo', type, id };
  try {
    const record =
      type === 'customer' ? await options.source.getCustomer(id) : await options.source.getJob(id);
    if (!record)
      return error(type === 'customer' ? 'scanner.customerNotFound' : 'scanner.jobNotFound');
    return { kind: 'open', type, id };
  } catch (failure) {
    log.warn('The scanned record could not be loaded', failure);
    return error('scanner.processFailed');
  }
}
