import { waitlistModalFormSchema } from '@jobtrack/core';
import { WAITLIST_MODAL_AUTO_CLOSE_MS } from '#web/config/ui.ts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useJoinWaitlist } from '../api/waitlist-writes.ts';
import { useWaitlistForm } from '../hooks/use-waitlist-form.ts';
import { WaitlistEmailField, WaitlistFailure } from './waitlist-fields.tsx';

const INITIAL = { email: '', businessType: '' };

/** Open -> joining -> joined (closes itself after 2.5 s) or an error (spec §4, §8). */
export function WaitlistModalForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { values, errors, setField, validate, formRef } = useWaitlistForm(
    waitlistModalFormSchema,
    INITIAL,
  );
  const join = useJoinWaitlist();
  const [isJoined, setIsJoined] = useState(false);

  useEffect(() => {
    if (!isJoined) return;
    const timer = setTimeout(onDone, WAITLIST_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isJoined, onDone]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = validate();
    if (!entry) return;
    // The schema fills in source 'demo-mode' (spec §3).
    void join.mutate(entry, { onSuccess: () => setIsJoined(true) });
  };

  if (isJoined) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleCheck aria-hidden="true" className="h-10 w-10 text-green-600 dark:text-green-400" />
        <p className="text-base font-medium text-gray-900 dark:text-gray-100">
          {t('waitlist.modalSuccess')}
        </p>
      </div>
    );
  }

  const isSubmitting = join.isPending;
  const isEmpty = values.email.trim() === '';
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('waitlist.modalText')}</p>
      <WaitlistEmailField
        required
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={errors.email}
        disabled={isSubmitting}
      />
      <TextField
        label={t('waitlist.businessTypeLabel')}
        name="businessType"
        autoComplete="organization-title"
        placeholder={t('waitlist.businessTypePlaceholder')}
        value={values.businessType}
        onChange={(event) => setField('businessType', event.target.value)}
        error={errors.businessType ? t(errors.businessType) : undefined}
        disabled={isSubmitting}
      />
      <WaitlistFailure failure={join.failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('waitlist.maybeLater')}
        </Button>
        <Button type="submit" disabled={isEmpty || isSubmitting}>
          {isSubmitting ? t('waitlist.joining') : t('waitlist.modalSubmit')}
        </Button>
      </div>
    </form>
  );
}
