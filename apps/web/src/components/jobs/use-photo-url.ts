// The object URL of a photo's file for an <img> (issue 27): the device's copy, else the server's
// (api mode, cached by the data source); null while it loads or when it cannot be had (offline).
import type { Photo } from '@jobtrack/core';
import { useEffect, useState } from 'react';
import type { PhotoSize } from '#web/data/data-source.ts';
import { useDataSource } from '#web/data/hooks/data-context.tsx';

export function usePhotoFileUrl(photo: Photo | null | undefined, size: PhotoSize) {
  const source = useDataSource();
  const [url, setUrl] = useState<{ id: string; url: string | null } | null>(null);
  const id = photo?.id;
  // A photo that arrives on the server later (uploaded turns true) is asked for again.
  const uploaded = photo?.uploaded;
  useEffect(() => {
    if (!photo) return undefined;
    let made: string | null = null;
    let isCurrent = true;
    source
      .photoUrl(photo, size)
      .catch(() => null)
      .then((found) => {
        made = found;
        if (isCurrent) setUrl({ id: photo.id, url: found });
        else if (found) URL.revokeObjectURL(found);
      });
    return () => {
      isCurrent = false;
      if (made) URL.revokeObjectURL(made);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the photo's id and upload say when to ask again.
  }, [source, id, uploaded, size]);
  return {
    url: url && url.id === id ? url.url : null,
    isLoading: Boolean(photo) && (!url || url.id !== id),
  };
}
