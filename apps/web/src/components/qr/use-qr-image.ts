import { useEffect, useState } from 'react';
import { DataError, type QrCode } from '#web/data/data-source.ts';

export type QrImageState =
  | { status: 'loading' }
  | { status: 'ready'; code: QrCode }
  | { status: 'error'; messageKey: string };

/**
 * Draws the QR image while the dialog is open. `load` is re-run when `key` changes (the record
 * shown), not on every render, so a new closure does not redraw the same code.
 */
export function useQrImage(
  isOpen: boolean,
  key: string,
  load: () => Promise<QrCode>,
): QrImageState {
  const [state, setState] = useState<{ key: string; value: QrImageState } | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    load().then(
      (code) => {
        if (isCurrent) setState({ key, value: { status: 'ready', code } });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const messageKey = error instanceof DataError ? error.key : 'qr.generateFailed';
        setState({ key, value: { status: 'error', messageKey } });
      },
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is left out on purpose: `key` names what it draws, and a new closure must not redraw the same code.
  }, [isOpen, key]);

  return state && state.key === key ? state.value : { status: 'loading' };
}
