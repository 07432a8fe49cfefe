import { useCallback, useEffect, useState } from 'react';
import type { NoticeTone } from '#web/components/ui/notice.tsx';
import type { ImportReport } from '../utils/import-report.ts';

/** A text by key, or an import's report (told by importReportText). */
export type Message = { tone: NoticeTone; key: string; report?: ImportReport; count?: number };

/**
 * One message slot: a success disappears after `successMs` (spec §9: 3 s for export and
 * import); an error stays until the next action or a dismiss.
 */
export function useTimedMessage(successMs: number) {
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), successMs);
    return () => window.clearTimeout(timer);
  }, [message, successMs]);

  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
