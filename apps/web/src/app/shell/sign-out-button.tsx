import { LogOut } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useOptionalDataSource } from '#web/data/hooks/data-context.tsx';
import { unsentWrites } from '#web/data/hooks/sync-status.ts';
import { lazyComponent } from '../routes/lazy-component.tsx';
import { switcherClasses } from './switchers.tsx';
import { useSignOut } from './use-sign-out.ts';

// The list of unsent changes loads only when there are some to show (decision 042).
const SignOutDialog = lazyComponent(
  async () => (await import('./sign-out-dialog.tsx')).SignOutDialog,
);

type Asking = 'confirm' | 'unsent' | null;

/**
 * Sign-out always asks first (issue 13); when changes have not reached the server it asks with
 * the stronger warning and its choices (issue 9). One flow for every place that signs out (the
 * header's button, the narrow screen's menu).
 */
export function useSignOutFlow(): { requestSignOut: () => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const source = useOptionalDataSource();
  const signOut = useSignOut();
  const [asking, setAsking] = useState<Asking>(null);

  // The dialog goes first: once signed out there is no data source for it to read.
  const handleSignOut = async () => {
    setAsking(null);
    await signOut();
  };

  const requestSignOut = () => {
    setAsking(source && unsentWrites(source.syncState()) > 0 ? 'unsent' : 'confirm');
  };

  let dialog: ReactNode = null;
  if (asking === 'unsent') {
    dialog = (
      <Suspense fallback={null}>
        <SignOutDialog onCancel={() => setAsking(null)} onSignOut={handleSignOut} />
      </Suspense>
    );
  } else if (asking === 'confirm') {
    dialog = (
      <ConfirmDialog
        isOpen
        title={t('auth.signOutConfirm.title')}
        message={t('auth.signOutConfirm.message')}
        confirmLabel={t('auth.signOut')}
        onConfirm={() => void handleSignOut()}
        onCancel={() => setAsking(null)}
      />
    );
  }
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
