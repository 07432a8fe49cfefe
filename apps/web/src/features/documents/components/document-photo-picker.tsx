import type { InvoiceDocument, Photo } from '@jobtrack/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { usePhotoUrl } from '#web/data/hooks/use-photos.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import { DOCUMENT_PHOTOS_SHOWN_MAX } from '#web/data/shared/document-photos.ts';

const useSetDocumentPhotos = () =>
  useDataMutation(
    (source, { id, photoIds }: { id: string; photoIds: string[] }) =>
      source.setDocumentPhotos(id, photoIds),
    { fallback: 'proof.photosFailed' },
  );

/**
 * The job photos a receipt or invoice shows (issue 27, decision 069): a checklist of thumbnails,
 * at most 20 ticked; each tick is saved at once (setDocumentPhotos, through the outbox).
 */
export function DocumentPhotoPicker({
  document,
  photos,
}: {
  document: InvoiceDocument;
  photos: readonly Photo[];
}) {
  const { t } = useTranslation();
  const save = useSetDocumentPhotos();
  // The ticks show at once; the document's own list takes over once the write has settled.
  const [ticked, setTicked] = useState<string[] | null>(null);
  const chosen = ticked ?? document.photoIds ?? [];
  const isFull = chosen.length >= DOCUMENT_PHOTOS_SHOWN_MAX;
  const toggle = (id: string) => {
    const photoIds = chosen.includes(id)
      ? chosen.filter((one) => one !== id)
      : [...chosen, id].slice(0, DOCUMENT_PHOTOS_SHOWN_MAX);
    setTicked(photoIds);
    save.mutate({ id: document.id, photoIds }, { onSettled: () => setTicked(null) });
  };
  return (
    <Card>
      <fieldset>
        <legend className="mb-1 font-semibold">{t('proof.photosTitle')}</legend>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
          {photos.length > 0
            ? t('proof.photosHint', { count: DOCUMENT_PHOTOS_SHOWN_MAX })
            : t('proof.noPhotos')}
        </p>
        <MutationErrorNotice failure={save.failure} onDismiss={() => save.reset()} />
        {isFull ? (
          <p role="status" className="mb-2 text-sm text-gray-600 dark:text-gray-400">
            {t('proof.photoLimit', { count: DOCUMENT_PHOTOS_SHOWN_MAX })}
          </p>
        ) : null}
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <PhotoChoice
                photo={photo}
                label={t('proof.photoChoice', {
                  number: i + 1,
                  label: t(`proof.label.${photo.label === 'signature' ? 'other' : photo.label}`),
                })}
                isChecked={chosen.includes(photo.id)}
                isDisabled={isFull && !chosen.includes(photo.id)}
                onToggle={() => toggle(photo.id)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </Card>
  );
}

function PhotoChoice({
  photo,
  label,
  isChecked,
  isDisabled,
  onToggle,
}: {
  photo: Photo;
  label: string;
  isChecked: boolean;
  isDisabled: boolean;
  onToggle(): void;
}) {
  const thumb = usePhotoUrl(photo, 'thumb');
  return (
    <label
      className={`relative block aspect-square cursor-pointer overflow-hidden rounded-lg bg-gray-100 ring-2 dark:bg-gray-800 ${
        isChecked ? 'ring-blue-600' : 'ring-transparent'
      } ${isDisabled ? 'cursor-not-allowed opacity-50' : ''}`}
    >
      {thumb ? <img src={thumb} alt="" className="h-full w-full object-cover" /> : null}
      <input
        type="checkbox"
        aria-label={label}
        checked={isChecked}
        disabled={isDisabled}
        onChange={onToggle}
        className="absolute top-1 left-1 h-6 w-6 accent-blue-600"
      />
      {isChecked ? (
        <Check
          aria-hidden="true"
          className="absolute right-1 bottom-1 h-5 w-5 rounded-full bg-blue-600 p-0.5 text-white"
        />
      ) : null}
    </label>
  );
}
