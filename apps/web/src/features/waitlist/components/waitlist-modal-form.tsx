import { waitlistModalFormSchema } from '@jobtrack/core';
import { WAITLIST_MODAL_AUTO_CLOSE_MS } from '#web/config/ui.ts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { joinWaitlist } from '../api/join-waitlist.ts';
import { useWaitlistForm } from '../hooks/use-waitlist-form.ts';
import { WaitlistEmailField, WaitlistFailure } from './waitlist-fields.tsx';

const INITIAL = { email: '', businessType: '' };

type Status = 'open' | 'submitting' | 'success';

/** Open -> submitting -> success (closes itself after 2.5 s) or an error (spec §4, §8). */
export function WaitlistModalForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { values, errors, setField, failure, setFailure, validate } = useWaitlistForm(
    waitlistModalFormSchema,
    INITIAL,
  );
  const [status, setStatus] = useState<Status>('open');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(onDone, WAITLIST_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onDone]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = validate();
    if (!entry) return;
    setFailure(null);
    setStatus('submitting');
    try {
      // The schema fills in source 'demo-mode' (spec §3).
      const result = await joinWaitlist(entry);
      if (result.success) {
        setStatus('success');
        return;
      }
      setFailure(result.error ?? { key: 'waitlist.errorGeneric' });
    } catch {
      setFailure({ key: 'waitlist.errorUnexpected' });
    }
    setStatus('open');
  };

  if (status === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleCheck aria-hidden="true" className="h-10 w-10 text-green-600 dark:text-green-400" />
        <p className="text-base font-medium text-gray-900 dark:text-gray-100">
          {t('waitlist.modalSuccess')}
        </p>
      </div>
    );
  }

  const isSubmitting = status === 'submitting';
  const isEmpty = values.email.trim() === '';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
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
      <WaitlistFailure failure={failure} />
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
