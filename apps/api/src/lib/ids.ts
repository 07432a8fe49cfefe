import { randomBytes } from 'node:crypto';

/** A UUIDv7 (time-ordered, RFC 9562), made here because PostgreSQL 15 has no uuidv7(). */
export function uuidv7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const newId = (
  prefix: 'customer' | 'job' | 'user' | 'series' | 'document' | 'payment' | 'quote',
) => `${prefix}-${uuidv7()}`;
