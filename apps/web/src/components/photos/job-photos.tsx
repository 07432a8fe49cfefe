// A job's photos (issue 27, decision 068): Add photo (camera or gallery), the label and caption
// the new photos get, and a grid of thumbnails (only thumbnails are read); a tap opens the
// full-screen viewer, loaded when first opened.
import { PHOTO_LABELS, type Photo } from '@jobtrack/core';
import { Camera, ImageOff } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoCaptionField } from './photo-caption-field.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ChangedElsewhereNotice } from '../sync/changed-elsewhere-notice.tsx';
import { MutationErrorNotice } from '../ui/failure-notice.tsx';
import { useAddPhoto, usePhotos, usePhotoUrl } from '#web/data/hooks/use-photos.ts';

const PhotoViewer = lazy(async () => ({
  default: (await import('./photo-viewer.tsx')).PhotoViewer,
}));

type ChoosableLabel = (typeof PHOTO_LABELS)[number];

/** Opens the camera or the gallery with a file input made on demand (none kept in the page). */
const chooseFiles = (onChosen: (files: File[]) => void) => {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.multiple = true;
  input.setAttribute('capture', 'environment');
  input.hidden = true;
  input.dataset.testid = 'photo-input';
  input.addEventListener('change', () => {
    const files = [...(input.files ?? [])];
    input.remove();
    if (files.length > 0) onChosen(files);
  });
  input.addEventListener('cancel', () => input.remove());
  document.body.append(input);
  input.click();
};

export function photoName(t: (key: string) => string, photo: Photo): string {
  const label = t(`photos.label.${photo.label}`);
  return photo.caption ? `${label}: ${photo.caption}` : label;
}

function Thumbnail({
  photo,
  index,
  count,
  onOpen,
}: {
  photo: Photo;
  index: number;
  count: number;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const url = usePhotoUrl(photo, 'thumb');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('photos.open', { n: index + 1, count, name: photoName(t, photo) })}
        className="relative block aspect-square w-full overflow-hidden rounded-lg bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-gray-800"
      >
        {url ? (
          <img src={url} alt="" className="h-full w-full object-cover" decoding="async" />
        ) : (
          <ImageOff aria-hidden="true" className="m-auto h-6 w-6 text-gray-400" />
        )}
        <span className="absolute bottom-1 left-1 rounded bg-black/60 px-1.5 text-xs text-white">
          {t(`photos.label.${photo.label}`)}
        </span>
      </button>
    </li>
  );
}

/** The job screen's photos section. */
export function JobPhotos({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const photos = usePhotos(jobId);
  const add = useAddPhoto();
  const [label, setLabel] = useState<ChoosableLabel>('before');
  const [caption, setCaption] = useState('');
  const [adding, setAdding] = useState(0);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headingId = useId();

  const addFiles = async (files: File[]) => {
    setAdding(files.length);
    const given = caption;
    // One at a time: the worker shrinks one photo while the screen stays free.
    for (const file of files) {
      try {
        await add.mutateAsync({ jobId, file, label, caption: given });
      } catch {
        // The failure shows below the button (the mutation keeps it).
        break;
      } finally {
        setAdding((left) => Math.max(0, left - 1));
      }
    }
    // After a refusal the files left are not added: Add photo is free again.
    setAdding(0);
    setCaption('');
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {t('photos.title')}
            {photos.length > 0 ? (
              <span className="ml-1 font-normal text-gray-600 dark:text-gray-400">
                ({photos.length})
              </span>
            ) : null}
          </h3>
          <Button
            size="sm"
            onClick={() => chooseFiles((files) => void addFiles(files))}
            disabled={adding > 0}
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {t('photos.add')}
          </Button>
        </div>
        <ChangedElsewhereNotice recordId={photos.map((photo) => photo.id)} />
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <legend className="sr-only">{t('photos.labelPick')}</legend>
          <span aria-hidden="true" className="text-gray-700 dark:text-gray-300">
            {t('photos.labelPick')}
          </span>
          {PHOTO_LABELS.map((one) => (
            <label key={one} className="inline-flex min-h-9 items-center gap-1.5">
              <input
                type="radio"
                name={`${headingId}-label`}
                value={one}
                checked={label === one}
                onChange={() => setLabel(one)}
              />
              {t(`photos.label.${one}`)}
            </label>
          ))}
        </fieldset>
        <PhotoCaptionField
          className="space-y-1 text-sm text-gray-700 dark:text-gray-300"
          value={caption}
          onChange={setCaption}
          inputClassName="border border-gray-300 bg-white text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
        {adding > 0 ? (
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {t('photos.adding', { count: adding })}
          </p>
        ) : null}
        <MutationErrorNotice failure={add.failure} onDismiss={() => add.reset()} />
        {photos.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('photos.none')}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('photos.title')}>
            {photos.map((photo, index) => (
              <Thumbnail
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                onOpen={() => setOpenIndex(index)}
              />
            ))}
          </ul>
        )}
      </section>
      {openIndex !== null && photos.length > 0 ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={Math.min(openIndex, photos.length - 1)}
            onIndex={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
