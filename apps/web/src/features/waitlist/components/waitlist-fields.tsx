import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ErrorMessage } from '#web/lib/error-message.ts';

type WaitlistEmailFieldProps = {
  value: string;
  /** The field's i18n key, when refused. */
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
};

/** The e-mail field of both waitlist forms. */
export function WaitlistEmailField({ error, autoFocus, ...props }: WaitlistEmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('waitlist.emailLabel')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('waitlist.emailPlaceholder')}
      error={error ? t(error) : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- passed through: the caller sets it only on the visitor's own tap (waitlist-inline-form).
      autoFocus={autoFocus}
      {...props}
    />
  );
}

/** A waitlist form's failure (spec §8), announced as it appears. */
export function WaitlistFailure({ failure }: { failure: ErrorMessage | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {t(failure.key, failure.params)}
    </p>
  );
}
