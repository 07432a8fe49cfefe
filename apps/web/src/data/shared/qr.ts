// QR codes for customers and jobs (spec §3): a JSON payload the scanner reads, drawn as a
// 200 px PNG data URL, blue on white, margin 2.
import { QR_IMAGE, type Customer, type Job, type QrStyle } from '@jobtrack/core';
import type { QrCode, QrPayload } from '../data-source.ts';

/** Spec §2: QR link targets are /customer/{id} and /job/{id} on the product's site. */
export const qrTargetUrl = (baseUrl: string, kind: 'customer' | 'job', id: string): string =>
  `${baseUrl.replace(/\/$/, '')}/${kind}/${encodeURIComponent(id)}`;

export const customerQrPayload = (
  customer: Pick<Customer, 'id' | 'name' | 'phone'>,
  baseUrl: string,
): QrPayload => ({
  type: 'customer',
  id: customer.id,
  url: qrTargetUrl(baseUrl, 'customer', customer.id),
  name: customer.name,
  phone: customer.phone,
});

export const jobQrPayload = (
  job: Pick<Job, 'id' | 'customerId' | 'serviceType'>,
  baseUrl: string,
): QrPayload => ({
  type: 'job',
  id: job.id,
  url: qrTargetUrl(baseUrl, 'job', job.id),
  customerId: job.customerId,
  serviceType: job.serviceType,
});

/** The text a code holds: the JSON payload (spec §3), or its link alone (decision 025). */
export const qrText = (payload: QrPayload, style: QrStyle = 'payload'): string =>
  style === 'link' ? payload.url : JSON.stringify(payload);

// The encoder loads on first use, keeping it out of the app's first download.
export const renderQrCode = async (
  payload: QrPayload,
  style: QrStyle = 'payload',
): Promise<QrCode> => ({
  payload,
  text: qrText(payload, style),
  dataUrl: await (
    await import('qrcode')
  ).toDataURL(qrText(payload, style), {
    width: QR_IMAGE.width,
    margin: QR_IMAGE.margin,
    color: { dark: QR_IMAGE.dark, light: QR_IMAGE.light },
  }),
});

/** Where QR links point when no public URL is configured: the site the app runs on. */
export const defaultQrBaseUrl = (): string =>
  typeof window === 'undefined' ? '' : window.location.origin;
