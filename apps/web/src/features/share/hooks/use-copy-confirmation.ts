import { COPY_CONFIRMATION_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../utils/copy-text.ts';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text and reports 'copied' for the spec's 2 s (§9), then goes back to idle. */
export function useCopyConfirmation() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const copied = await copyText(text);
    clearTimeout(timer.current);
    setState(copied ? 'copied' : 'failed');
    if (copied) timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }, []);

  return { state, copy };
}
