import { drawQrImage } from '../qr-image.ts';
import { useEffect, useState } from 'react';

export type QrImageState =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The spec's QR image (§3: 200 px, margin 2, blue on white) of a text, as a data URL. */
export function useQrDataUrl(text: string): QrImageState {
  const [state, setState] = useState<QrImageState>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    drawQrImage(text).then(
      (src) => isCurrent && setState({ status: 'ready', src }),
      () => isCurrent && setState({ status: 'failed' }),
    );
    // A newer text may finish first; the older answer must not overwrite it.
    return () => {
      isCurrent = false;
    };
  }, [text]);

  return state;
}
