// The one place the app draws a QR image (spec §3: 200 px, margin 2, blue on white), as a PNG
// data URL. What the code holds is core's (qr-payload.ts): a record's payload or a link.
import { QR_IMAGE } from '#web/config/ui.ts';

// The encoder loads on first use, keeping it out of the app's first download.
export const drawQrImage = async (text: string): Promise<string> =>
  (await import('qrcode')).toDataURL(text, {
    width: QR_IMAGE.width,
    margin: QR_IMAGE.margin,
    color: { dark: QR_IMAGE.dark, light: QR_IMAGE.light },
  });
