// What the page and the photo worker (workers/shrink-photo.worker.ts) say to each other.
import type { PhotoContentType } from '@jobtrack/core';

export type ShrinkRequest = { id: number; file: Blob; keep: boolean };

export type ShrinkAnswer =
  | {
      id: number;
      ok: true;
      image: Blob;
      thumb: Blob;
      width: number;
      height: number;
      contentType: PhotoContentType;
    }
  | { id: number; ok: false; code: 'not_an_image' | 'failed'; message?: string };

/** A photo ready to keep: the shrunk image (or the signature's PNG), its thumbnail, its size. */
export type ShrunkPhoto = Omit<Extract<ShrinkAnswer, { ok: true }>, 'id' | 'ok'>;

/** Shrinks `file` (keeps it as drawn when `keep`): the adapters take it as an option for tests. */
export type ShrinkPhoto = (file: Blob, keep: boolean) => Promise<ShrunkPhoto>;
