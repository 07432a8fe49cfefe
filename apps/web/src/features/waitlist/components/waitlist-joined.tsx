import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';

type WaitlistJoinedProps = { email: string; onSignUpAnother(): void };

/** The inline form's success state with its two choices (spec §2). */
export function WaitlistJoined({ email, onSignUpAnother }: WaitlistJoinedProps) {
  const { t } = useTranslation();
  const { startWaitlistSession } = useAuth();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone; moving focus here keeps keyboard and screen-reader users
  // in place and announces the result.
  useEffect(() => headingRef.current?.focus(), []);

  const handleTestNow = () => {
    // A local test user flagged waitlisted, signed in, then the app (spec §2).
    startWaitlistSession(email);
    void navigate(paths.app);
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <CircleCheck aria-hidden="true" className="h-10 w-10 text-green-600 dark:text-green-400" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-gray-900 focus:outline-none dark:text-white"
      >
        {t('waitlist.successTitle')}
      </h3>
      <p className="text-gray-700 dark:text-gray-300">{t('waitlist.successText')}</p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" onClick={handleTestNow}>
          {t('waitlist.testAppNow')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onSignUpAnother}>
          {t('waitlist.signUpAnother')}
        </Button>
      </div>
    </div>
  );
}
