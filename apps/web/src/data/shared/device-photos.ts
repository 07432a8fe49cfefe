// Photos in demo and waitlist test mode (issue 27, decision 068): kept in the browser's IndexedDB
// like the api mode's replica (a database per user, `jobtrack_photos:<userId>`), the records in
// `photos`, the files in `photoFiles` keyed [photoId, size] and read only when shown. Plain
// IndexedDB (no Dexie): these modes' first load stays small. Without IndexedDB (a test, a
// private window that refuses it) they live in memory for the visit.
import type { Photo } from '@jobtrack/core';
import type { PhotoSize } from '../data-source.ts';

export type DevicePhotos = {
  list(): Promise<Photo[]>;
  put(photo: Photo, files?: { image: Blob; thumb: Blob }): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  file(id: string, size: PhotoSize): Promise<Blob | null>;
  clear(): Promise<void>;
};

type FileRow = { key: [string, PhotoSize]; blob: Blob };

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

const inMemory = (): DevicePhotos => {
  const photos = new Map<string, Photo>();
  const files = new Map<string, Blob>();
  return {
    list: async () => [...photos.values()],
    async put(photo, kept) {
      photos.set(photo.id, photo);
      if (kept) {
        files.set(`${photo.id}:image`, kept.image);
        files.set(`${photo.id}:thumb`, kept.thumb);
      }
    },
    async remove(ids) {
      for (const id of ids) {
        photos.delete(id);
        files.delete(`${id}:image`);
        files.delete(`${id}:thumb`);
      }
    },
    file: async (id, size) => files.get(`${id}:${size}`) ?? null,
    async clear() {
      photos.clear();
      files.clear();
    },
  };
};

export const devicePhotosName = (userId: string): string => `jobtrack_photos:${userId}`;

export const openDevicePhotos = (
  userId: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): DevicePhotos => {
  if (!factory) return inMemory();
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise((resolve, reject) => {
      const open = factory.open(devicePhotosName(userId), 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('photos', { keyPath: 'id' });
        open.result.createObjectStore('photoFiles', { keyPath: 'key' });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('Could not open the photos'));
    }));
  return {
    async list() {
      const tx = (await db()).transaction('photos', 'readonly');
      return request(tx.objectStore('photos').getAll() as IDBRequest<Photo[]>);
    },
    async put(photo, files) {
      const tx = (await db()).transaction(['photos', 'photoFiles'], 'readwrite');
      tx.objectStore('photos').put(photo);
      if (files) {
        const store = tx.objectStore('photoFiles');
        store.put({ key: [photo.id, 'image'], blob: files.image } satisfies FileRow);
        store.put({ key: [photo.id, 'thumb'], blob: files.thumb } satisfies FileRow);
      }
      await done(tx);
    },
    async remove(ids) {
      const tx = (await db()).transaction(['photos', 'photoFiles'], 'readwrite');
      for (const id of ids) {
        tx.objectStore('photos').delete(id);
        tx.objectStore('photoFiles').delete([id, 'image']);
        tx.objectStore('photoFiles').delete([id, 'thumb']);
      }
      await done(tx);
    },
    async file(id, size) {
      const tx = (await db()).transaction('photoFiles', 'readonly');
      const row = await request(
        tx.objectStore('photoFiles').get([id, size]) as IDBRequest<FileRow | undefined>,
      );
      return row?.blob ?? null;
    },
    async clear() {
      const tx = (await db()).transaction(['photos', 'photoFiles'], 'readwrite');
      tx.objectStore('photos').clear();
      tx.objectStore('photoFiles').clear();
      await done(tx);
    },
  };
};
