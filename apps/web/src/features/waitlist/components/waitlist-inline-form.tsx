import { WAITLIST_SOURCES, waitlistInlineFormSchema } from '@jobtrack/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, type ErrorMessage } from '../../../lib/error-message.ts';
import { useFormState } from '../../../lib/form.ts';
import { joinWaitlist } from '../api/join-waitlist.ts';
import { WaitlistJoined } from './waitlist-joined.tsx';

const INITIAL = { email: '' };

type Status = { kind: 'editing' } | { kind: 'submitting' } | { kind: 'joined'; email: string };

/**
 * The landing page's waitlist form (spec §2): an e-mail, then a success state offering to test
 * the app at once or to sign up another e-mail.
 */
export function WaitlistInlineForm() {
  const { t } = useTranslation();
  const { values, errors, setErrors, setField, reset } = useFormState(INITIAL);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  // Back from the success state, the e-mail field takes focus for the next address.
  const [isAnotherSignUp, setIsAnotherSignUp] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = waitlistInlineFormSchema.safeParse(values);
    if (!parsed.success) {
      // The schema has one field, so its first issue is the e-mail's (an i18n key).
      setErrors({ email: parsed.error.issues[0]?.message });
      return;
    }
    setFailure(null);
    setStatus({ kind: 'submitting' });
    try {
      const result = await joinWaitlist({
        email: parsed.data.email,
        source: WAITLIST_SOURCES.inline,
      });
      if (result.success) {
        setStatus({ kind: 'joined', email: parsed.data.email });
        return;
      }
      setFailure(result.error ?? { key: 'waitlist.failed' });
    } catch (error) {
      // NOTE: spec §8 — the failure's own message (in the UI's words), else 'Failed to join waitlist'.
      setFailure(errorMessage(error, { fallback: 'waitlist.failed' }));
    }
    setStatus({ kind: 'editing' });
  };

  const handleSignUpAnother = () => {
    reset();
    setFailure(null);
    setIsAnotherSignUp(true);
    setStatus({ kind: 'editing' });
  };

  if (status.kind === 'joined') {
    return <WaitlistJoined email={status.email} onSignUpAnother={handleSignUpAnother} />;
  }

  const isSubmitting = status.kind === 'submitting';
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-3 text-left"
    >
      <TextField
        label={t('waitlist.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('waitlist.emailPlaceholder')}
        value={values.email}
        onChange={(event) => {
          setField('email', event.target.value);
          setFailure(null);
        }}
        error={errors.email ? t(errors.email) : undefined}
        disabled={isSubmitting}
        autoFocus={isAnotherSignUp}
      />
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t(failure.key, failure.params)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('waitlist.joining') : t('waitlist.joinAndTest')}
      </Button>
    </form>
  );
}
