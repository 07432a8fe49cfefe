// Photos in the two device modes (issue 27, decision 068), through the DataSource: kept in
// IndexedDB (records and files), read again by a new visit, changed, deleted with their job.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataError, type DataSource } from '../data-source.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createLocalDataSource } from '../local/local-source.ts';
import { openDevicePhotos } from './device-photos.ts';
import type { ShrinkPhoto } from './photo-shrink-types.ts';

const now = () => new Date('2025-06-03T10:00:00');
let factory: IDBFactory;
const shrink: ShrinkPhoto = async (file, keep) => {
  if (file.type === 'text/plain') throw new DataError('photos.notAnImage', 'not an image');
  return {
    image: keep ? file : new Blob(['shrunk'], { type: 'image/jpeg' }),
    thumb: new Blob(['thumb'], { type: keep ? 'image/png' : 'image/jpeg' }),
    width: 1600,
    height: 1200,
    contentType: keep ? 'image/png' : 'image/jpeg',
  };
};
const photos = () => ({ devicePhotos: openDevicePhotos('tester', factory), shrink });
const modes: [string, () => DataSource][] = [
  ['demo', () => createDemoDataSource({ now, userId: 'tester', photos: photos() })],
  ['local', () => createLocalDataSource({ now, userId: 'tester', photos: photos() })],
];
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DataError ? error.key : error),
  );

beforeEach(() => {
  localStorage.clear();
  factory = new IDBFactory();
});
afterEach(() => localStorage.clear());

describe.each(modes)('photos in %s mode', (_mode, make) => {
  it('keeps a photo with its label and caption, its files readable, across a new visit', async () => {
    const source = make();
    const { jobs } = await source.load();
    const job = jobs[0]!;
    const photo = await source.addPhoto({
      jobId: job.id,
      file: new Blob(['raw'], { type: 'image/jpeg' }),
      label: 'before',
      caption: '  Gutter full of leaves ',
    });
    expect(photo).toMatchObject({
      jobId: job.id,
      label: 'before',
      caption: 'Gutter full of leaves',
      width: 1600,
      height: 1200,
      bytes: 6,
      uploaded: false,
    });
    expect(photo.id).toMatch(/^photo-/);
    expect(source.snapshot()!.photos.map((one) => one.id)).toEqual([photo.id]);
    const again = make();
    const loaded = await again.load();
    expect(loaded.photos).toEqual([photo]);
    // The thumbnail is on the device (the test's IndexedDB keeps a copy of the Blob).
    expect(await openDevicePhotos('tester', factory).file(photo.id, 'thumb')).not.toBeNull();
  });

  it('changes the label and caption, deletes a photo, and drops the photos of a deleted job', async () => {
    const source = make();
    const { jobs } = await source.load();
    const job = jobs[0]!;
    const first = await source.addPhoto({ jobId: job.id, file: new Blob(['a']), label: 'before' });
    const second = await source.addPhoto({ jobId: job.id, file: new Blob(['b']), label: 'other' });
    const changed = await source.updatePhoto(first.id, { label: 'after', caption: 'Clean' });
    expect(changed).toMatchObject({ label: 'after', caption: 'Clean' });
    await source.deletePhoto(second.id);
    expect(source.snapshot()!.photos.map((one) => one.id)).toEqual([first.id]);
    expect(await openDevicePhotos('tester', factory).file(second.id, 'image')).toBeNull();
    expect(await refusal(source.updatePhoto('photo-none', { caption: 'x' }))).toBe(
      'photos.notFound',
    );
  });

  it('refuses a file that is not an image and a job that does not exist, keeping nothing', async () => {
    const source = make();
    const { jobs } = await source.load();
    const file = new Blob(['hello'], { type: 'text/plain' });
    expect(await refusal(source.addPhoto({ jobId: jobs[0]!.id, file, label: 'before' }))).toBe(
      'photos.notAnImage',
    );
    expect(
      await refusal(source.addPhoto({ jobId: 'job-none', file: new Blob(['x']), label: 'after' })),
    ).toBe('jobs.notFound');
    expect(source.snapshot()!.photos).toEqual([]);
  });

  it('keeps the signature as drawn (PNG, not shrunk)', async () => {
    const source = make();
    const { jobs } = await source.load();
    const png = new Blob(['png-bytes'], { type: 'image/png' });
    const photo = await source.addPhoto({ jobId: jobs[0]!.id, file: png, label: 'signature' });
    expect(photo).toMatchObject({ label: 'signature', contentType: 'image/png', bytes: 9 });
    expect(await openDevicePhotos('tester', factory).file(photo.id, 'image')).not.toBeNull();
  });
});

it('deleting a job in waitlist test mode deletes its photos from the device', async () => {
  const source = createLocalDataSource({ now, userId: 'tester', photos: photos() });
  const { customers } = await source.load();
  const job = await source.addJob({
    customerId: customers[0]!.id,
    serviceType: 'Gutter cleaning',
    scheduledDate: '2025-06-03',
    price: 80,
  } as Parameters<DataSource['addJob']>[0]);
  const photo = await source.addPhoto({ jobId: job.id, file: new Blob(['a']), label: 'before' });
  await source.deleteJob(job.id);
  expect(source.snapshot()!.photos).toEqual([]);
  expect(await openDevicePhotos('tester', factory).list()).toEqual([]);
  expect(await openDevicePhotos('tester', factory).file(photo.id, 'image')).toBeNull();
});
