import { QR_IMAGE } from '@jobtrack/core';
import { useEffect, useState } from 'react';

export type QrImageState =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

/** The spec's QR image (§3: 200 px, margin 2, blue on white) of a text, as a data URL. */
export function useQrDataUrl(text: string): QrImageState {
  const [state, setState] = useState<QrImageState>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    // The encoder loads on first use, keeping it out of the first paint.
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, {
          width: QR_IMAGE.width,
          margin: QR_IMAGE.margin,
          color: { dark: QR_IMAGE.dark, light: QR_IMAGE.light },
        }),
      )
      .then(
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
