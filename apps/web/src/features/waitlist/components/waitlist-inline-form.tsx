import { WAITLIST_SOURCES, waitlistInlineFormSchema } from '@jobtrack/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useQueueWaitlistJoin } from '../api/waitlist-writes.ts';
import { useWaitlistForm } from '../hooks/use-waitlist-form.ts';
import { WaitlistEmailField, WaitlistFailure } from './waitlist-fields.tsx';
import { WaitlistJoined } from './waitlist-joined.tsx';

const INITIAL = { email: '' };

type Status = { kind: 'editing' } | { kind: 'joined'; email: string };

/**
 * The landing page's waitlist form (spec §2): an e-mail, then a success state offering to test
 * the app at once or to sign up another e-mail. NOTE: spec §2 — the e-mail is stored locally at
 * once and sent to the server in the background (retried later when offline), so joining and
 * testing the app work with no connection.
 */
export function WaitlistInlineForm() {
  const { t } = useTranslation();
  const { values, errors, setField, reset, validate, formRef } = useWaitlistForm(
    waitlistInlineFormSchema,
    INITIAL,
  );
  const join = useQueueWaitlistJoin();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  // Back from the success state, the e-mail field takes focus for the next address.
  const [isAnotherSignUp, setIsAnotherSignUp] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validate();
    if (!parsed) return;
    const entry = { email: parsed.email, source: WAITLIST_SOURCES.inline };
    void join.mutate(entry, {
      onSuccess: () => setStatus({ kind: 'joined', email: entry.email }),
    });
  };

  const handleSignUpAnother = () => {
    reset();
    join.reset();
    setIsAnotherSignUp(true);
    setStatus({ kind: 'editing' });
  };

  if (status.kind === 'joined') {
    return <WaitlistJoined email={status.email} onSignUpAnother={handleSignUpAnother} />;
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-3 text-left"
    >
      <WaitlistEmailField
        value={values.email}
        onChange={(event) => {
          setField('email', event.target.value);
          join.reset();
        }}
        error={errors.email}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after the visitor taps "sign up another e-mail", which replaced the focused button.
        autoFocus={isAnotherSignUp}
      />
      <WaitlistFailure failure={join.failure} />
      <Button type="submit" size="lg">
        {t('waitlist.joinAndTest')}
      </Button>
    </form>
  );
}
