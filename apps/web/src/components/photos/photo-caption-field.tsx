import { PHOTO_CAPTION_MAX_CHARS } from '@jobtrack/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type PhotoCaptionFieldProps = {
  value: string;
  onChange(value: string): void;
  /** Enter in the field (the viewer saves the caption). */
  onEnter?(): void;
  className?: string;
  /** The input's colours and size on its background (the job's card or the dark viewer). */
  inputClassName: string;
};

/** A photo's optional caption: its label and a text input of at most the caption's length. */
export function PhotoCaptionField({
  value,
  onChange,
  onEnter,
  className,
  inputClassName,
}: PhotoCaptionFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block">
        {t('photos.caption')}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={PHOTO_CAPTION_MAX_CHARS}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEnter?.();
        }}
        className={`block min-h-11 w-full rounded-lg px-3 ${inputClassName}`}
      />
    </div>
  );
}
