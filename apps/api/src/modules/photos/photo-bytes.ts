import { createHash } from 'node:crypto';
import type { PhotoContentType } from '@jobtrack/core';

// What an uploaded photo file really is, read from its first bytes (its magic number), never
// from the request's Content-Type (decision 067).

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The image type of the bytes: JPEG, WebP or PNG; undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): PhotoContentType | undefined {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** The bytes' SHA-256 in hex: the file's ETag and name on disk. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
