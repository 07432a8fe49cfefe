import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_THUMB_MAX_BYTES } from '@jobtrack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApp, type Owner, type TestApp } from './helpers.ts';

// Proof of work (issue 27, decision 067): photo records, their files (checked by their bytes,
// limited, counted against a quota, kept once) in both stores (a folder, the database),
// owner-checked reads, the sync pull, and the public document page's photos and sign-off.

let base: TestApp;
let onDisk: TestApp;
let inDatabase: TestApp;
let folder: string;

/** A small valid-looking JPEG: its magic number, then `size` bytes in all. */
const jpeg = (size = 2048, seed = 1) => {
  const bytes = Buffer.alloc(size, seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
};
const png = (size = 1024, seed = 2) => {
  const bytes = Buffer.alloc(size, seed);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  return bytes;
};

const photoId = () => `photo-${randomUUID()}`;

const photoBody = (jobId: string, extra: Record<string, unknown> = {}) => ({
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
});

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'jobtrack-photos-'));
  // PHOTOS_DIR keeps the files in a folder; without it (memory or PostgreSQL) in the database.
  base = await startTestApp();
  onDisk = await base.sibling({ PHOTOS_DIR: folder });
  inDatabase = base;
}, 60_000);

afterAll(async () => {
  await onDisk?.close();
  await base?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['in a folder (PHOTOS_DIR)', () => onDisk, 'disk'],
  ['in the database', () => inDatabase, 'database'],
] as const)('photos kept %s', (_name, app, where) => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    t = app();
    owner = await t.owner();
    other = await t.owner();
  });

  /** The files kept of one photo, in the store under test. */
  async function storedFiles(who: Owner, id: string): Promise<number> {
    if (where === 'disk') {
      const dir = path.join(folder, who.id);
      return existsSync(dir)
        ? readdirSync(dir).filter((name) => name.startsWith(`${id}.`)).length
        : 0;
    }
    const [row] = await t.db.query<{ files: number }>(
      'SELECT count(*)::int AS files FROM photo_files WHERE owner_id = $1 AND photo_id = $2',
      [who.id, id],
    );
    return row?.files ?? 0;
  }

  async function jobOf(who: Owner) {
    const customer = await t.createCustomer(who);
    return t.createJob(who, customer.id);
  }

  async function addPhoto(who: Owner, jobId: string, extra: Record<string, unknown> = {}) {
    const response = await t.as(who, {
      method: 'POST',
      url: '/api/photos',
      payload: photoBody(jobId, extra),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; uploaded: boolean }>();
  }

  const put = (
    who: Owner,
    id: string,
    kind: 'image' | 'thumb',
    body: Buffer,
    type = 'image/jpeg',
  ) =>
    t.as(who, {
      method: 'PUT',
      url: `/api/photos/${id}/${kind}`,
      headers: { 'content-type': type },
      payload: body,
    });

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
    expect(read.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(read.rawPayload.equals(image)).toBe(true);
    expect(await storedFiles(owner, photo.id)).toBe(1);
    const notMine = await t.as(other, { method: 'GET', url: `/api/photos/${photo.id}/image` });
    expectError(notMine, 404, 'Photo not found', 'not_found');
    expect(notMine.headers['cache-control']).toBe('no-store');
  });

  it('refuses what is not an image (415) and stores nothing', async () => {
    const job = await jobOf(owner);
    const photo = await addPhoto(owner, job.id);
    const text = Buffer.from('just some text, not a photo at all');
    const refused = await put(owner, photo.id, 'image', text, 'image/jpeg');
    expectError(refused, 415, 'The file is not a JPEG, WebP or PNG image', 'not_an_image');
    expect((await t.get<{ uploaded: boolean }>(owner, `/api/photos/${photo.id}`)).uploaded).toBe(
      false,
    );
    const read = await t.as(owner, { method: 'GET', url: `/api/photos/${photo.id}/image` });
    expect(read.statusCode).toBe(404);
    expect(await storedFiles(owner, photo.id)).toBe(0);
  });

  it('refuses an image over 2 MB and a thumbnail over 200 KB (413), storing nothing', async () => {
    const job = await jobOf(owner);
    const photo = await addPhoto(owner, job.id);
    const image = await put(owner, photo.id, 'image', jpeg(PHOTO_MAX_BYTES + 1));
    expectError(image, 413, /too large/, 'photo_too_large');
    const thumb = await put(owner, photo.id, 'thumb', jpeg(PHOTO_THUMB_MAX_BYTES + 1));
    expectError(thumb, 413, /too large/, 'photo_too_large');
    expect(await storedFiles(owner, photo.id)).toBe(0);
    // At the limit it is kept.
    expect((await put(owner, photo.id, 'thumb', jpeg(PHOTO_THUMB_MAX_BYTES))).statusCode).toBe(200);
  });

  it('keeps the same bytes once (idempotent PUT), and refuses other bytes after them', async () => {
    const job = await jobOf(owner);
    const photo = await addPhoto(owner, job.id);
    const thumb = jpeg(3000, 7);
    expect((await put(owner, photo.id, 'thumb', thumb)).statusCode).toBe(200);
    const before = await t.get<{ cursor: string }>(owner, '/api/sync');
    const again = await put(owner, photo.id, 'thumb', thumb);
    expect(again.statusCode).toBe(200);
    // Nothing changed: no change number was taken, the file is kept once.
    const after = await t.get<{ cursor: string }>(owner, '/api/sync');
    expect(after.cursor).toBe(before.cursor);
    expect(await storedFiles(owner, photo.id)).toBe(1);
    const other = await put(owner, photo.id, 'thumb', jpeg(3000, 8));
    expect(other.statusCode).toBe(409);
    const read = await t.as(owner, { method: 'GET', url: `/api/photos/${photo.id}/thumb` });
    expect(read.rawPayload.equals(thumb)).toBe(true);
    // The ETag answers 304.
    const cached = await t.as(owner, {
      method: 'GET',
      url: `/api/photos/${photo.id}/thumb`,
      headers: { 'if-none-match': String(read.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('answers 404 for an upload to an unknown photo or another owner’s', async () => {
    const job = await jobOf(owner);
    const photo = await addPhoto(owner, job.id);
    expect((await put(owner, photoId(), 'image', jpeg())).statusCode).toBe(404);
    expect((await put(other, photo.id, 'image', jpeg())).statusCode).toBe(404);
    expect(await storedFiles(owner, photo.id)).toBe(0);
    // A job not the owner's: the record is refused too.
    const response = await t.as(other, {
      method: 'POST',
      url: '/api/photos',
      payload: { ...photoBody(job.id) },
    });
    expectError(response, 404, 'Job not found', 'not_found');
  });

  it('answers the same record for the same id again (200), and refuses a signature not PNG', async () => {
    const job = await jobOf(owner);
    const body = photoBody(job.id, { label: 'signature', content_type: 'image/png' });
    const first = await t.as(owner, { method: 'POST', url: '/api/photos', payload: body });
    expect(first.statusCode).toBe(201);
    const again = await t.as(owner, { method: 'POST', url: '/api/photos', payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const notPng = await put(owner, body.id, 'image', jpeg());
    expectError(notPng, 400, 'A signature must be a PNG image', 'validation_failed');
    expect((await put(owner, body.id, 'image', png())).statusCode).toBe(200);
  });

  it('changes label and caption, and the pull carries photos and deleted_photos', async () => {
    const fresh = await t.owner();
    const job = await jobOf(fresh);
    const photo = await addPhoto(fresh, job.id);
    const first = await t.get<{ cursor: string; photos: { id: string }[] }>(fresh, '/api/sync');
    expect(first.photos.map((item) => item.id)).toEqual([photo.id]);
    const changed = await t.as(fresh, {
      method: 'PATCH',
      url: `/api/photos/${photo.id}`,
      payload: { label: 'after', caption: 'Clean gutter' },
    });
    expect(changed.json()).toMatchObject({ label: 'after', caption: 'Clean gutter' });
    await put(fresh, photo.id, 'image', jpeg());
    const second = await t.get<{ cursor: string; photos: { id: string; uploaded: boolean }[] }>(
      fresh,
      `/api/sync?since=${first.cursor}`,
    );
    expect(second.photos).toEqual([expect.objectContaining({ id: photo.id, uploaded: true })]);
    expect(
      (await t.as(fresh, { method: 'DELETE', url: `/api/photos/${photo.id}` })).statusCode,
    ).toBe(200);
    const third = await t.get<{ deleted_photos: string[] }>(
      fresh,
      `/api/sync?since=${second.cursor}`,
    );
    expect(third.deleted_photos).toEqual([photo.id]);
    expect(await storedFiles(fresh, photo.id)).toBe(0);
  });

  it('refuses an upload past the quota (413 storage_full) storing nothing; a delete frees it', async () => {
    // A quota of 1 MB: one 700 KB image fits, a second does not.
    const small = await t.sibling({
      PHOTO_QUOTA_MB: '1',
      ...(where === 'disk' ? { PHOTOS_DIR: folder } : {}),
    });
    try {
      const who = await small.owner();
      const customer = await small.createCustomer(who);
      const job = await small.createJob(who, customer.id);
      const add = async () => {
        const body = photoBody(job.id);
        expect(
          (await small.as(who, { method: 'POST', url: '/api/photos', payload: body })).statusCode,
        ).toBe(201);
        return body.id;
      };
      const upload = (id: string, seed: number) =>
        small.as(who, {
          method: 'PUT',
          url: `/api/photos/${id}/image`,
          headers: { 'content-type': 'image/jpeg' },
          payload: jpeg(700 * 1024, seed),
        });
      const first = await add();
      const second = await add();
      expect((await upload(first, 3)).statusCode).toBe(200);
      const full = await upload(second, 4);
      expectError(
        full,
        413,
        'Your storage for photos is full. Delete photos to make room.',
        'storage_full',
      );
      expect(await storedFiles(who, second)).toBe(0);
      expect((await small.get<{ uploaded: boolean }>(who, `/api/photos/${second}`)).uploaded).toBe(
        false,
      );
      // Deleting the first frees its bytes: the second now fits.
      expect(
        (await small.as(who, { method: 'DELETE', url: `/api/photos/${first}` })).statusCode,
      ).toBe(200);
      expect(await storedFiles(who, first)).toBe(0);
      expect((await upload(second, 4)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the public document page /d/{token}', () => {
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    t = onDisk;
    owner = await t.owner();
  });

  const upload = (id: string, body: Buffer, type: string) =>
    t.as(owner, {
      method: 'PUT',
      url: `/api/photos/${id}/image`,
      headers: { 'content-type': type },
      payload: body,
    });

  /** A completed, signed job with two photos (one chosen) and a receipt of it. */
  async function signedReceipt(language: 'en' | 'es') {
    const customer = await t.createCustomer(owner, { language });
    const job = await t.createJob(owner, customer.id, { status: 'completed', paid: true });
    const chosen = photoBody(job.id, { label: 'after', caption: 'Clean gutter' });
    const hidden = photoBody(job.id);
    const signature = photoBody(job.id, { label: 'signature', content_type: 'image/png' });
    for (const body of [chosen, hidden, signature]) {
      expect(
        (await t.as(owner, { method: 'POST', url: '/api/photos', payload: body })).statusCode,
      ).toBe(201);
    }
    await upload(chosen.id, jpeg(2048, 5), 'image/jpeg');
    await upload(hidden.id, jpeg(2048, 6), 'image/jpeg');
    await upload(signature.id, png(), 'image/png');
    const signed = await t.updateJob(owner, job.id, {
      signature: {
        name: 'Maria Garcia',
        signed_at: '2026-11-27T15:42:00-05:00',
        photo_id: signature.id,
      },
    });
    expect(signed).toMatchObject({
      signature: {
        name: 'Maria Garcia',
        signed_at: '2026-11-27T20:42:00.000Z',
        photo_id: signature.id,
      },
    });
    const created = await t.as(owner, {
      method: 'POST',
      url: '/api/documents',
      payload: {
        kind: 'receipt',
        customer_id: customer.id,
        job_ids: [job.id],
        photo_ids: [chosen.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const document = created.json<{ id: string; share_token: string; photo_ids: string[] }>();
    expect(document.photo_ids).toEqual([chosen.id]);
    return { document, chosen, hidden, signature, job };
  }

  it('shows the chosen photos and the signed line in English, serving only those photos', async () => {
    const { document, chosen, hidden, signature } = await signedReceipt('en');
    const page = await t.inject({ method: 'GET', url: `/d/${document.share_token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m.');
    expect(page.body).toContain(`/d/${document.share_token}/photos/${chosen.id}`);
    expect(page.body).not.toContain(hidden.id);
    // Images only from the page's own origin.
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self'/);
    const served = await t.inject({
      method: 'GET',
      url: `/d/${document.share_token}/photos/${chosen.id}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-robots-tag']).toMatch(/noindex/);
    expect(served.headers['referrer-policy']).toBe('no-referrer');
    expect(served.rawPayload.equals(jpeg(2048, 5))).toBe(true);
    const theSignature = await t.inject({
      method: 'GET',
      url: `/d/${document.share_token}/photos/${signature.id}`,
    });
    expect(theSignature.statusCode).toBe(200);
    expect(theSignature.headers['content-type']).toBe('image/png');
    const notChosen = await t.inject({
      method: 'GET',
      url: `/d/${document.share_token}/photos/${hidden.id}`,
    });
    expect(notChosen.statusCode).toBe(404);
    const unknownToken = await t.inject({
      method: 'GET',
      url: `/d/${'x'.repeat(22)}/photos/${chosen.id}`,
    });
    expect(unknownToken.statusCode).toBe(404);
  });

  it('prints the signed line in Spanish for a Spanish customer', async () => {
    const { document } = await signedReceipt('es');
    const page = await t.inject({ method: 'GET', url: `/d/${document.share_token}` });
    expect(page.body).toContain('Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.');
  });

  it('changes the chosen photos, refusing a photo of another job or more than 20', async () => {
    const { document, hidden } = await signedReceipt('en');
    const customer = await t.createCustomer(owner);
    const otherJob = await t.createJob(owner, customer.id);
    const elsewhere = photoBody(otherJob.id);
    await t.as(owner, { method: 'POST', url: '/api/photos', payload: elsewhere });
    const refused = await t.as(owner, {
      method: 'PUT',
      url: `/api/documents/${document.id}/photos`,
      payload: { photo_ids: [hidden.id, elsewhere.id] },
    });
    expectError(
      refused,
      400,
      "photo_ids: every photo must be of the document's jobs",
      'validation_failed',
    );
    const tooMany = await t.as(owner, {
      method: 'PUT',
      url: `/api/documents/${document.id}/photos`,
      payload: { photo_ids: Array.from({ length: 21 }, photoId) },
    });
    expect(tooMany.statusCode).toBe(400);
    // Nothing changed by either.
    const kept = await t.get<{ photo_ids: string[] }>(owner, `/api/documents/${document.id}`);
    expect(kept.photo_ids).toEqual(document.photo_ids);
    const changed = await t.as(owner, {
      method: 'PUT',
      url: `/api/documents/${document.id}/photos`,
      payload: { photo_ids: [hidden.id] },
    });
    expect(changed.json()).toMatchObject({ photo_ids: [hidden.id] });
    const served = await t.inject({
      method: 'GET',
      url: `/d/${document.share_token}/photos/${hidden.id}`,
    });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a signature naming a photo that is not a signature of the job', async () => {
    const { job, chosen } = await signedReceipt('en');
    const refused = await t.as(owner, {
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      payload: {
        signature: { name: 'Maria Garcia', signed_at: '2026-11-27T15:42:00Z', photo_id: chosen.id },
      },
    });
    expectError(
      refused,
      400,
      'signature.photo_id: must be a signature photo of this job',
      'validation_failed',
    );
  });
});
