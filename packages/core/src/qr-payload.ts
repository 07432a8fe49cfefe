// QR payloads (spec §3 QR payload, §8 Scanner), built and read in this one module: what a
// customer's or job's code holds, and the strict reading of untrusted camera text into a record
// type and id, or the reason it is refused. The web app draws the image (lib/qr-image.ts).
import type { Customer, Job } from './entities.ts';

export type QrRecordType = 'customer' | 'job';

/** The JSON a QR code carries; the scanner relies on `type` and `id` (spec §3). */
export type QrPayload =
  | { type: 'customer'; id: string; url: string; name: string; phone: string }
  | { type: 'job'; id: string; url: string; customerId: string; serviceType: string };

/**
 * What a printed code holds (decision 025): the spec §3 JSON payload, or only its link
 * (`{PUBLIC_URL}/customer/{id}`), which any phone camera opens and which names nobody.
 */
export const QR_STYLES = ['payload', 'link'] as const;
export type QrStyle = (typeof QR_STYLES)[number];

/** Spec §2: QR link targets are /customer/{id} and /job/{id} on the product's site. */
export const qrTargetUrl = (baseUrl: string, kind: QrRecordType, id: string): string =>
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

export type QrParseResult =
  | { ok: true; type: QrRecordType; id: string }
  | { ok: false; reason: 'invalid-format' | 'not-jobtrack' };

/**
 * A record id as JobTrack makes them ('customer-<uuid>', 'job-<uuid>', 'demo-customer-1'):
 * bounded like the server's ids (100 characters) and in a charset safe in a path.
 */
export const QR_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** More than a QR code can hold (2,953 bytes, 4,296 alphanumerics): longer text is refused unread. */
export const QR_TEXT_MAX_LENGTH = 4296;

/**
 * An absolute http(s) link without spaces or credentials; group 1 is its path. Read by pattern,
 * not by a URL parser, so nothing here resolves, normalises or follows the link.
 */
const LINK = /^https?:\/\/[^\s/?#@\\]+(\/[^\s?#\\]*)?(?:\?[^\s#]*)?(?:#\S*)?$/i;

/** The path of a JobTrack link, under any base path: …/customer/{id} or …/job/{id}. */
const LINK_PATH = /\/(customer|job)\/([^/]+)\/?$/;

const INVALID: QrParseResult = { ok: false, reason: 'invalid-format' };
const FOREIGN: QrParseResult = { ok: false, reason: 'not-jobtrack' };

const isRecordType = (value: unknown): value is QrRecordType =>
  value === 'customer' || value === 'job';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A JSON object is ours only with our type and a well-formed id; its url is never read. */
function fromJsonObject(object: Record<string, unknown>): QrParseResult {
  const type = own(object, 'type');
  const id = own(object, 'id');
  if (!isRecordType(type) || typeof id !== 'string' || !QR_ID_PATTERN.test(id)) return FOREIGN;
  return { ok: true, type, id };
}

/** A plain link to a QR target (spec §2), on any http(s) host: only its path is read. */
function fromLink(text: string): QrParseResult {
  const link = LINK.exec(text);
  const match = link ? LINK_PATH.exec(link[1] ?? '') : null;
  if (!match) return INVALID;
  let id: string;
  try {
    id = decodeURIComponent(match[2] ?? '');
  } catch {
    return INVALID;
  }
  const type = match[1];
  if (!isRecordType(type) || !QR_ID_PATTERN.test(id)) return INVALID;
  return { ok: true, type, id };
}

/**
 * Reads scanned text. JSON objects with type 'customer' or 'job' and a well-formed id are ours;
 * other JSON objects are 'not-jobtrack'; a JobTrack link (http or https, any host, a path ending
 * in /customer/{id} or /job/{id}) is accepted too; anything else is 'invalid-format'.
 * Never throws, whatever the input.
 */
export function parseQrPayload(text: unknown): QrParseResult {
  if (typeof text !== 'string') return INVALID;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > QR_TEXT_MAX_LENGTH) return INVALID;
  const json = parseJson(trimmed);
  if (json.ok) return isPlainObject(json.value) ? fromJsonObject(json.value) : INVALID;
  return fromLink(trimmed);
}
