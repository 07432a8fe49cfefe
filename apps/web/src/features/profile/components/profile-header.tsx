import { Building2, Camera, Star } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

type ProfileHeaderProps = {
  businessName: string;
  ownerName: string;
  image: string | undefined;
  isEditing: boolean;
  isSaving: boolean;
  imageError: string | null;
  /** The fixed five-star '5.0 Rating' is the demo account's (decision 015). */
  hasRating: boolean;
  onToggleEdit(): void;
  onPickImage(file: File): void;
};

/** Picture (or a placeholder), names, the fixed five-star '5.0 Rating' and Edit/Cancel (spec §2). */
export function ProfileHeader({
  businessName,
  ownerName,
  image,
  isEditing,
  isSaving,
  imageError,
  hasRating,
  onToggleEdit,
  onPickImage,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPickImage(file);
  };

  return (
    <Card>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <div className="relative shrink-0">
          {image ? (
            <img
              src={image}
              alt={t('profile.photoAlt')}
              className="h-24 w-24 rounded-full object-cover ring-4 ring-blue-100 dark:ring-blue-900"
            />
          ) : (
            <div className="flex h-24 w-24 items-center justify-center rounded-full bg-blue-100 text-blue-700 dark:bg-blue-900 dark:text-blue-200">
              <Building2 aria-hidden="true" className="h-10 w-10" />
            </div>
          )}
          {isEditing ? (
            <>
              <button
                type="button"
                onClick={() => fileInput.current?.click()}
                disabled={isSaving}
                aria-label={t('profile.changePhoto')}
                className="absolute -right-1 -bottom-1 flex h-10 w-10 items-center justify-center rounded-full bg-blue-600 text-white shadow-md hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
              >
                <Camera aria-hidden="true" className="h-5 w-5" />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                aria-label={t('profile.changePhoto')}
                onChange={handleFile}
                hidden
              />
            </>
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold break-words">{businessName || t('profile.notSet')}</h2>
          <p className="text-gray-700 dark:text-gray-300">{ownerName}</p>
          {hasRating ? (
            <p className="mt-1 flex items-center justify-center gap-1 sm:justify-start">
              <span aria-hidden="true" className="flex text-yellow-500">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className="h-4 w-4 fill-current" />
                ))}
              </span>
              <span className="text-sm font-medium text-gray-700 dark:text-gray-300">
                {t('profile.rating')}
              </span>
            </p>
          ) : null}
          {imageError ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {t(imageError)}
            </p>
          ) : null}
        </div>
        <Button
          variant={isEditing ? 'secondary' : 'primary'}
          onClick={onToggleEdit}
          disabled={isSaving}
          className="w-full sm:w-auto"
        >
          {isEditing ? t('profile.cancel') : t('profile.edit')}
        </Button>
      </div>
    </Card>
  );
}
