import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalDataSource } from '../../lib/data/data-context.tsx';
import { unsentWrites } from '../../lib/sync/sync-status.ts';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { switcherClasses } from './switchers.tsx';
import { useSignOut } from './use-sign-out.ts';

/** The header's Sign Out: asks first when changes have not reached the server (issue 9). */
export function SignOutButton() {
  const { t } = useTranslation();
  const source = useOptionalDataSource();
  const signOut = useSignOut();
  const [isAsking, setIsAsking] = useState(false);

  // The dialog goes first: once signed out there is no data source for it to read.
  const handleSignOut = async () => {
    setIsAsking(false);
    await signOut();
  };

  const handleClick = () => {
    if (source && unsentWrites(source.syncState()) > 0) setIsAsking(true);
    else void signOut();
  };

  return (
    <>
      <button
        type="button"
        className={switcherClasses('sm')}
        aria-label={t('auth.signOut')}
        onClick={handleClick}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
      </button>
      {isAsking ? (
        <SignOutDialog onCancel={() => setIsAsking(false)} onSignOut={handleSignOut} />
      ) : null}
    </>
  );
}
