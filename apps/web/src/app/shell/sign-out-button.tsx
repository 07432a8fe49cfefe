import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalDataSource } from '../../lib/data/data-context.tsx';
import { unsentWrites } from '../../lib/sync/sync-status.ts';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { switcherClasses } from './switchers.tsx';
import { useSignOut } from './use-sign-out.ts';

/**
 * Sign-out that asks first when changes have not reached the server (issue 9): one flow for
 * every place that signs out (the header's button, the narrow screen's menu).
 */
export function useSignOutFlow(): { requestSignOut: () => void; dialog: ReactNode } {
  const source = useOptionalDataSource();
  const signOut = useSignOut();
  const [isAsking, setIsAsking] = useState(false);

  // The dialog goes first: once signed out there is no data source for it to read.
  const handleSignOut = async () => {
    setIsAsking(false);
    await signOut();
  };

  const requestSignOut = () => {
    if (source && unsentWrites(source.syncState()) > 0) setIsAsking(true);
    else void signOut();
  };

  const dialog = isAsking ? (
    <SignOutDialog onCancel={() => setIsAsking(false)} onSignOut={handleSignOut} />
  ) : null;
  return { requestSignOut, dialog };
}

type SignOutButtonProps = {
  /** Starts the sign-out; without it the button runs its own flow (and dialog). */
  onSignOut?: () => void;
  className?: string;
};

/** The header's Sign Out button. */
export function SignOutButton({ onSignOut, className = '' }: SignOutButtonProps) {
  const { t } = useTranslation();
  const flow = useSignOutFlow();
  return (
    <>
      <button
        type="button"
        className={`${switcherClasses('sm')} ${className}`.trim()}
        aria-label={t('auth.signOut')}
        onClick={onSignOut ?? flow.requestSignOut}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
      </button>
      {onSignOut ? null : flow.dialog}
    </>
  );
}
