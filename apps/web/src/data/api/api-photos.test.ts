// @vitest-environment node
// Photos in api mode against the real server (issue 27, decisions 067 and 068): a photo taken
// offline is kept on the device, its record goes through the outbox and its files through the
// uploader once the connection is back, each exactly once; another device pulls the record and
// reads the thumbnail from the server. (Node's own Blob and fetch: the uploader sends raw bytes.)
import { resolveObjectURL } from 'node:buffer';
import type { Photo } from '@jobtrack/core';
import { serverPhoto, syncAnswer } from '@jobtrack/core/wire';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '#web/lib/storage.ts';
import {
  apiBaseUrl,
  notingFetch,
  ownerDevice,
  registerOwner,
  type TestOwner,
} from '#web/test/api-helpers.ts';
import { startRelay, type Relay } from '#web/test/net-helpers.ts';
import type { DataSource } from '../data-source.ts';
import type { ShrinkPhoto } from '../shared/photo-shrink-types.ts';

let owner: TestOwner;
let relay: Relay;
/** The calls of the first device the server answered ("PUT /api/photos/…/image"). */
let answered: string[];

/** Bytes that start like a JPEG (the server checks the magic number), distinct per photo. */
const jpegBytes = (size: number, seed: number): Uint8Array<ArrayBuffer> => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed * 7) % 251;
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
};

/** The worker's part in Node: a 1,600 × 1,200 image and its thumbnail, made from the file. */
const shrink: ShrinkPhoto = async (file) => {
  const seed = (await file.arrayBuffer()).byteLength;
  return {
    image: new Blob([jpegBytes(150_000, seed)], { type: 'image/jpeg' }),
    thumb: new Blob([jpegBytes(12_000, seed + 1)], { type: 'image/jpeg' }),
    width: 1600,
    height: 1200,
    contentType: 'image/jpeg',
  };
};

const device = (
  baseUrl: string,
  fetch?: typeof globalThis.fetch,
  shrinkWith: ShrinkPhoto = shrink,
): DataSource =>
  ownerDevice({
    owner,
    indexedDB: new IDBFactory(),
    storage: createMemoryStorage(),
    baseUrl,
    timeoutMs: 5000,
    shrink: shrinkWith,
    ...(fetch ? { fetch } : {}),
  });

/** The bytes of a file on the server, read back owner-checked. */
const serverFile = async (photoId: string, kind: 'image' | 'thumb') => {
  const response = await fetch(`${apiBaseUrl()}/api/photos/${photoId}/${kind}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

/** Waits until the device has sent everything: no write waits, no file waits. */
const allSent = (api: DataSource) =>
  vi.waitFor(
    async () => {
      await api.sync();
      const state = api.syncState();
      expect(state).toMatchObject({ pending: 0, refused: [] });
      expect(state.photoUploads).toBeUndefined();
    },
    { timeout: 15_000, interval: 200 },
  );

/** The bytes behind an object URL the device made. */
const bytesAt = async (url: string) => new Uint8Array(await resolveObjectURL(url)!.arrayBuffer());

const ana = { name: 'Ana Lopez', phone: '555-0101', address: '1 Main St', serviceType: 'Gutters' };

const count = (calls: string[], call: string) => calls.filter((one) => one === call).length;

/** A customer and a job of theirs on the device, on the server too. */
const jobOn = async (api: DataSource) => {
  await api.load();
  const customer = await api.addCustomer(ana);
  const job = await api.addJob({
    customerId: customer.id,
    serviceType: 'Gutter cleaning',
    scheduledDate: '2026-11-27',
    price: 120,
  });
  await allSent(api);
  return job;
};

beforeEach(async () => {
  owner = await registerOwner();
  relay = await startRelay(apiBaseUrl());
  answered = [];
});
afterEach(() => relay.stop());

describe('a photo taken offline', () => {
  it('reaches the server once after reconnecting, and another device pulls it and reads its thumbnail', async () => {
    const phone = device(relay.baseUrl, notingFetch(answered));
    const job = await jobOn(phone);

    // In the basement: no connection.
    await relay.stop();
    const photo = await phone.addPhoto({
      jobId: job.id,
      file: new Blob([new Uint8Array(4_000_000)], { type: 'image/jpeg' }),
      label: 'before',
      caption: 'Gutter full of leaves',
    });
    expect(photo).toMatchObject({ jobId: job.id, label: 'before', uploaded: false });
    await phone.sync();
    expect(phone.syncState()).toMatchObject({ online: false, pending: 1 });
    expect(phone.syncState().photoUploads).toEqual({ done: 0, total: 1 });
    // Shown at once from the device's copy.
    expect(phone.snapshot()!.photos.map((one) => one.id)).toEqual([photo.id]);
    const local = await phone.photoUrl(photo, 'thumb');
    expect(local).not.toBeNull();
    expect(await bytesAt(local!)).toEqual(jpegBytes(12_000, 4_000_001));

    // Back in signal: the record, then the image and the thumbnail, each once.
    await relay.start();
    await allSent(phone);
    expect(count(answered, 'POST /api/photos')).toBe(1);
    expect(count(answered, `PUT /api/photos/${photo.id}/image`)).toBe(1);
    expect(count(answered, `PUT /api/photos/${photo.id}/thumb`)).toBe(1);
    const onServer = serverPhoto.parse(await owner.http.request(`/api/photos/${photo.id}`));
    expect(onServer).toMatchObject({
      id: photo.id,
      job_id: job.id,
      label: 'before',
      caption: 'Gutter full of leaves',
      width: 1600,
      height: 1200,
      bytes: 150_000,
      uploaded: true,
    });
    expect(await serverFile(photo.id, 'image')).toEqual(jpegBytes(150_000, 4_000_000));
    expect(await serverFile(photo.id, 'thumb')).toEqual(jpegBytes(12_000, 4_000_001));

    // More syncs send nothing again.
    await phone.sync();
    await phone.sync();
    expect(answered.filter((call) => call.startsWith('PUT /api/photos/'))).toHaveLength(2);
    // The device learns the image is on the server.
    await vi.waitFor(() =>
      expect(phone.snapshot()!.photos[0]).toMatchObject({ id: photo.id, uploaded: true }),
    );

    // The owner's other device pulls the record and reads the thumbnail (then keeps it).
    const tabletCalls: string[] = [];
    const tablet = device(apiBaseUrl(), notingFetch(tabletCalls));
    const { photos } = await tablet.load();
    expect(photos).toEqual([
      {
        id: photo.id,
        jobId: job.id,
        label: 'before',
        caption: 'Gutter full of leaves',
        contentType: 'image/jpeg',
        width: 1600,
        height: 1200,
        bytes: 150_000,
        takenAt: photo.takenAt,
        uploaded: true,
      } satisfies Photo,
    ]);
    const url = await tablet.photoUrl(photos[0]!, 'thumb');
    expect(url).not.toBeNull();
    expect(await bytesAt(url!)).toEqual(jpegBytes(12_000, 4_000_001));
    await tablet.photoUrl(photos[0]!, 'thumb');
    expect(count(tabletCalls, `GET /api/photos/${photo.id}/thumb`)).toBe(1);
    expect(count(tabletCalls, `GET /api/photos/${photo.id}/image`)).toBe(0);
  });

  it('twenty photos of one job taken offline all arrive, each once', async () => {
    const phone = device(relay.baseUrl, notingFetch(answered));
    const job = await jobOn(phone);
    await relay.stop();
    const added: Photo[] = [];
    for (let i = 0; i < 20; i += 1) {
      added.push(
        await phone.addPhoto({
          jobId: job.id,
          file: new Blob([new Uint8Array(1000 + i)], { type: 'image/jpeg' }),
          label: i < 10 ? 'before' : 'after',
        }),
      );
    }
    expect(phone.snapshot()!.photos).toHaveLength(20);
    await relay.start();
    await allSent(phone);
    const pulled = syncAnswer.parse(await owner.http.request('/api/sync')).photos ?? [];
    expect(pulled.every((one) => one.uploaded && one.job_id === job.id)).toBe(true);
    expect(pulled.map((one) => one.id).sort()).toEqual(added.map((one) => one.id).sort());
    for (const photo of added) {
      expect(count(answered, `PUT /api/photos/${photo.id}/image`)).toBe(1);
      expect(count(answered, `PUT /api/photos/${photo.id}/thumb`)).toBe(1);
    }
    expect(count(answered, 'POST /api/photos')).toBe(20);
  });
});

describe('a photo the server refuses or another device changes', () => {
  it('a file the server refuses for good is listed with the refused writes: Retry sends it again, Discard deletes the photo', async () => {
    // A shrink gone wrong: bytes that are no image (the server checks the magic number).
    const notAnImage: ShrinkPhoto = async (file, keep) => ({
      ...(await shrink(file, keep)),
      image: new Blob([new Uint8Array(5000).fill(65)], { type: 'image/jpeg' }),
    });
    const phone = device(relay.baseUrl, notingFetch(answered), notAnImage);
    const job = await jobOn(phone);
    const photo = await phone.addPhoto({
      jobId: job.id,
      file: new Blob([new Uint8Array(3000)], { type: 'image/jpeg' }),
      label: 'after',
    });
    const listed = async () => {
      await vi.waitFor(
        async () => {
          await phone.sync();
          expect(phone.syncState().refused).toHaveLength(1);
        },
        { timeout: 15_000, interval: 200 },
      );
      return phone.syncState();
    };
    const state = await listed();
    expect(state.refused[0]).toMatchObject({
      kind: 'photo',
      op: 'create',
      recordId: photo.id,
      label: 'Gutter cleaning',
      code: 'not_an_image',
      upload: true,
    });
    // Not "uploading" any more, and not lost: the photo and its file stay on this phone.
    expect(state.pending).toBe(0);
    expect(state.photoUploads).toBeUndefined();
    expect(phone.snapshot()!.photos.map((one) => one.id)).toEqual([photo.id]);
    expect(await phone.photoUrl(photo, 'image')).not.toBeNull();
    expect(count(answered, `PUT /api/photos/${photo.id}/image`)).toBe(1);
    // Later syncs do not send it again.
    await phone.sync();
    expect(count(answered, `PUT /api/photos/${photo.id}/image`)).toBe(1);

    // Retry sends the file again: the same bytes are refused again, and listed once.
    await phone.retryParked(state.refused[0]!.seq);
    await vi.waitFor(() => expect(count(answered, `PUT /api/photos/${photo.id}/image`)).toBe(2));
    const again = await listed();
    expect(again.refused[0]).toMatchObject({ recordId: photo.id, code: 'not_an_image' });

    // Discard deletes the photo here and on the server, which held its record.
    expect((await owner.http.request<{ id: string }>(`/api/photos/${photo.id}`)).id).toBe(photo.id);
    await phone.discardRefused(again.refused[0]!.seq);
    await allSent(phone);
    expect(phone.snapshot()!.photos).toEqual([]);
    expect(await phone.photoUrl(photo, 'image')).toBeNull();
    await expect(owner.http.request(`/api/photos/${photo.id}`)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a caption changed on two devices keeps the first and tells the second, which may keep its own', async () => {
    const phone = device(relay.baseUrl);
    const job = await jobOn(phone);
    const photo = await phone.addPhoto({
      jobId: job.id,
      file: new Blob([new Uint8Array(2000)], { type: 'image/jpeg' }),
      label: 'before',
      caption: 'Gutter',
    });
    await allSent(phone);
    const tablet = device(apiBaseUrl());
    await tablet.load();

    // The tablet changes the caption and label first; the phone, not yet pulled, the caption.
    await tablet.updatePhoto(photo.id, { caption: 'Front gutter', label: 'after' });
    await allSent(tablet);
    await relay.stop();
    await phone.updatePhoto(photo.id, { caption: 'Back gutter' });
    await relay.start();
    await allSent(phone);

    const onServer = serverPhoto.parse(await owner.http.request(`/api/photos/${photo.id}`));
    expect(onServer).toMatchObject({ caption: 'Front gutter', label: 'after' });
    expect(phone.snapshot()!.photos[0]).toMatchObject({ caption: 'Front gutter', label: 'after' });
    expect(phone.syncState().changedElsewhere).toEqual([
      {
        kind: 'photo',
        recordId: photo.id,
        label: 'Gutter cleaning',
        field: 'caption',
        mine: 'Back gutter',
        theirs: 'Front gutter',
      },
    ]);

    // Keep mine: the phone's caption replaces exactly the one that stood.
    await phone.keepMine(photo.id, 'caption');
    await allSent(phone);
    expect(phone.syncState().changedElsewhere).toEqual([]);
    const kept = serverPhoto.parse(await owner.http.request(`/api/photos/${photo.id}`));
    expect(kept).toMatchObject({ caption: 'Back gutter', label: 'after' });
  });
});
