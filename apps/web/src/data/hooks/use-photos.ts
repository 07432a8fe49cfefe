// A job's photos as the screens read and write them (issue 27, decision 068): records of the one
// snapshot, read through useData with a select like the quotes; the files through `photoUrl`.
import type { Photo } from '@jobtrack/core';
import { useCallback, useEffect, useState } from 'react';
import type { DataSnapshot, NewPhoto, PhotoChanges, PhotoSize } from '../data-source.ts';
import { useData, useDataMutation, useDataSource } from './data-context.tsx';

const NO_PHOTOS: readonly Photo[] = [];

/** The job's photos, oldest first (the signature included); re-renders when one changes. */
export function usePhotos(jobId: string): readonly Photo[] {
  const select = useCallback(
    (snapshot: DataSnapshot) => snapshot.photos.filter((photo) => photo.jobId === jobId),
    [jobId],
  );
  return useData(select).data ?? NO_PHOTOS;
}

const ADD_FAILED = { fallback: 'photos.addFailed' };
const SAVE_FAILED = { fallback: 'photos.saveFailed' };

export const useAddPhoto = () =>
  useDataMutation((source, input: NewPhoto) => source.addPhoto(input), ADD_FAILED);

export const useUpdatePhoto = () =>
  useDataMutation(
    (source, { id, changes }: { id: string; changes: PhotoChanges }) =>
      source.updatePhoto(id, changes),
    SAVE_FAILED,
  );

export const useDeletePhoto = () =>
  useDataMutation((source, id: string) => source.deletePhoto(id), SAVE_FAILED);

/**
 * An object URL of the photo's file while the caller shows it (revoked after); null while it
 * loads or when there is none on the device and no connection.
 */
export function usePhotoUrl(photo: Photo | undefined, size: PhotoSize): string | null {
  const source = useDataSource();
  const [url, setUrl] = useState<{ key: string; url: string | null } | null>(null);
  const key = photo ? `${photo.id}:${size}:${photo.uploaded ? 1 : 0}` : '';
  useEffect(() => {
    if (!photo) return undefined;
    let made: string | null = null;
    let isCurrent = true;
    void source.photoUrl(photo, size).then(
      (found) => {
        made = found;
        if (isCurrent) setUrl({ key, url: found });
        else if (found) URL.revokeObjectURL(found);
      },
      () => isCurrent && setUrl({ key, url: null }),
    );
    return () => {
      isCurrent = false;
      if (made) URL.revokeObjectURL(made);
    };
    // The key names the photo, the size and whether the server has it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key]);
  return url?.key === key ? url.url : null;
}
