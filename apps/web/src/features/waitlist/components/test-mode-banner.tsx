import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth/auth-context.tsx';

/** Tells a waitlisted tester that they are in test mode and their data stays here (spec §1). */
export function TestModeBanner() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.status !== 'signedIn' || !auth.user.isWaitlisted) return null;
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t('waitlist.testModeTitle')}</strong>{' '}
        {t('waitlist.testModeText')}
      </p>
    </div>
  );
}
