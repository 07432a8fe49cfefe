// A job's photos in demo and waitlist test mode (issue 27, decision 068): the records read from
// the device's IndexedDB once (with the first load), the files only when shown. Its own chunk,
// loaded by that first load, so the device's store and the photo rules stay out of the first
// visit's JavaScript (decision 053's budget).
import type { Job, Photo } from '@jobtrack/core';
import type { NewPhoto, PhotoChanges, PhotoSize } from '../data-source.ts';
import type { Logger } from './data-log.ts';
import { openDevicePhotos, type DevicePhotos } from './device-photos.ts';
import { dataError } from './errors.ts';
import type { ShrinkPhoto } from './photo-shrink-types.ts';
import {
  applyPhotoChanges,
  buildPhoto,
  checkRoomFor,
  newPhotoId,
  photosInOrder,
  requirePhoto,
} from './photo-rules.ts';

export type StorePhotos = {
  /** The photos as read, oldest first (the same array until one changes). */
  photos(): Photo[];
  add(input: NewPhoto): Promise<Photo>;
  update(id: string, changes: PhotoChanges): Promise<Photo>;
  remove(id: string): Promise<void>;
  file(id: string, size: PhotoSize): Promise<Blob | null>;
  /** The photos of jobs no longer here (a job or customer deleted, clear all) go with them. */
  dropGone(jobs: readonly Job[]): Promise<void>;
  clear(): Promise<void>;
};

export const openStorePhotos = async (options: {
  /** The device's store (default: this user's IndexedDB database). */
  devicePhotos?: DevicePhotos;
  name: string;
  shrink: ShrinkPhoto;
  jobs: () => readonly Job[];
  now: () => Date;
  logger: Logger;
  onChange: () => void;
}): Promise<StorePhotos> => {
  const { logger, shrink, now } = options;
  const devicePhotos = options.devicePhotos ?? openDevicePhotos(options.name);
  let photos: Photo[] = [];
  const commit = (next: Photo[]) => {
    photos = photosInOrder(next);
    options.onChange();
  };
  try {
    commit(await devicePhotos.list());
  } catch (error) {
    logger.error('could not read the photos on this device', error);
  }
  return {
    photos: () => photos,
    async add(input) {
      // A photo restored from a backup keeps its id: restored again, it is the one kept.
      const kept = input.restore && photos.find((one) => one.id === input.restore!.id);
      if (kept) return kept;
      checkRoomFor(options.jobs(), photos, input.jobId);
      const shrunk = await shrink(input.file, input.label === 'signature');
      const photo = buildPhoto(input, input.restore?.id ?? newPhotoId(), shrunk, now());
      try {
        await devicePhotos.put(photo, shrunk);
      } catch (error) {
        logger.error('could not keep the photo on this device', error);
        throw dataError('photos.failed');
      }
      commit([...photos, photo]);
      return photo;
    },
    async update(id, changes) {
      const before = requirePhoto(photos, id);
      const after = applyPhotoChanges(before, changes);
      if (after !== before) {
        await devicePhotos.put(after);
        commit(photos.map((one) => (one.id === id ? after : one)));
      }
      return after;
    },
    async remove(id) {
      if (!photos.some((one) => one.id === id)) return;
      commit(photos.filter((one) => one.id !== id));
      await devicePhotos.remove([id]);
    },
    file: (id, size) => devicePhotos.file(id, size),
    async dropGone(jobs) {
      const jobIds = new Set(jobs.map((job) => job.id));
      const gone = photos.filter((photo) => !jobIds.has(photo.jobId)).map((photo) => photo.id);
      if (gone.length === 0) return;
      commit(photos.filter((photo) => jobIds.has(photo.jobId)));
      await devicePhotos.remove(gone);
    },
    clear: () => devicePhotos.clear(),
  };
};
