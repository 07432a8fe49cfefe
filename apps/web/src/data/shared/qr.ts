// QR codes for customers and jobs (spec §3): the payload core builds (qr-payload.ts), drawn by
// the app's one QR drawer (lib/qr-image.ts).
import {
  customerQrPayload,
  jobQrPayload,
  qrText,
  type Customer,
  type Job,
  type QrPayload,
  type QrStyle,
} from '@jobtrack/core';
import { drawQrImage } from '#web/lib/qr-image.ts';
import type { QrCode } from '../data-source.ts';

export const renderQrCode = async (
  payload: QrPayload,
  style: QrStyle = 'payload',
): Promise<QrCode> => {
  const text = qrText(payload, style);
  return { payload, text, dataUrl: await drawQrImage(text) };
};

/**
 * A customer's or a job's code. The device modes load this module when a code is first drawn, so
 * the payload rules stay out of the app's first download.
 */
export const renderRecordQrCode = (
  record: { kind: 'customer'; customer: Customer } | { kind: 'job'; job: Job },
  baseUrl: string,
  style?: QrStyle,
): Promise<QrCode> =>
  renderQrCode(
    record.kind === 'customer'
      ? customerQrPayload(record.customer, baseUrl)
      : jobQrPayload(record.job, baseUrl),
    style,
  );

export { defaultQrBaseUrl } from './qr-base-url.ts';
