// QR codes for customers and jobs (spec §3): the payload core builds (qr-payload.ts), drawn by
// the app's one QR drawer (lib/qr-image.ts).
import { qrText, type QrPayload, type QrStyle } from '@jobtrack/core';
import { drawQrImage } from '#web/lib/qr-image.ts';
import type { QrCode } from '../data-source.ts';

export const renderQrCode = async (
  payload: QrPayload,
  style: QrStyle = 'payload',
): Promise<QrCode> => {
  const text = qrText(payload, style);
  return { payload, text, dataUrl: await drawQrImage(text) };
};

/** Where QR links point when no public URL is configured: the site the app runs on. */
export const defaultQrBaseUrl = (): string =>
  typeof window === 'undefined' ? '' : window.location.origin;
