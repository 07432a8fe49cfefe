import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useDataSource, useSyncState } from '#web/data/hooks/data-context.tsx';
import { unsentWrites } from '#web/data/hooks/sync-status.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

type Phase = 'asking' | 'sending' | 'stillOffline' | 'notSent' | 'refused';

const PHASE_KEYS: Partial<Record<Phase, string>> = {
  sending: 'sync.signOut.sending',
  stillOffline: 'sync.signOut.stillOffline',
  notSent: 'sync.signOut.notSent',
  refused: 'sync.signOut.refused',
};

type SignOutDialogProps = { onCancel(): void; onSignOut(): Promise<void> };

/**
 * Signing out with changes the server does not have yet (issue 9): wait for them (sign out once
 * nothing is left), discard them, or stay signed in. Mounted only while open.
 */
export function SignOutDialog({ onCancel, onSignOut }: SignOutDialogProps) {
  const { t } = useTranslation();
  const source = useDataSource();
  const state = useSyncState();
  const unsent = unsentWrites(state);
  const [phase, setPhase] = useState<Phase>('asking');
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isWaiting = phase !== 'asking';
  // Cancel wins over a send still on its way: its answer must not sign the owner out.
  const isCancelled = useRef(false);

  const signOut = async () => {
    if (isCancelled.current) return;
    setIsSigningOut(true);
    await onSignOut();
  };

  // Once the owner chose to wait, the last change reaching the server signs out, even if it is
  // the background sync (back online) that sends it.
  useEffect(() => {
    if (isWaiting && unsent === 0 && !isSigningOut) void signOut();
  });

  const handleWait = async () => {
    setPhase('sending');
    try {
      await source.sync();
    } catch (error) {
      log.warn('Could not send the changes before signing out', error);
    }
    if (isCancelled.current) return;
    const after = source.syncState();
    if (unsentWrites(after) === 0) return; // the effect signs out
    if (after.pending === 0) setPhase('refused');
    else setPhase(after.online ? 'notSent' : 'stillOffline');
  };

  const handleDiscard = async () => {
    setIsSigningOut(true);
    await onSignOut();
  };

  const handleCancel = () => {
    isCancelled.current = true;
    onCancel();
  };

  const phaseKey = PHASE_KEYS[phase];
  // While signing out the count reaches 0; the dialog keeps speaking of what it asked about.
  const count = Math.max(unsent, 1);
  return (
    <Modal isOpen title={t('sync.signOut.title', { count })} onClose={handleCancel}>
      <p className="text-gray-700 dark:text-gray-300">{t('sync.signOut.message', { count })}</p>
      {phaseKey ? (
        <p
          role="status"
          className={`mt-3 text-sm font-medium ${
            phase === 'sending'
              ? 'text-blue-800 dark:text-blue-200'
              : 'text-orange-900 dark:text-orange-200'
          }`}
        >
          {t(phaseKey)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
        <Button
          onClick={() => void handleWait()}
          disabled={phase === 'sending' || phase === 'refused' || isSigningOut}
        >
          {t('sync.signOut.wait')}
        </Button>
        <Button variant="danger" onClick={() => void handleDiscard()} disabled={isSigningOut}>
          {t('sync.signOut.discard')}
        </Button>
        <Button variant="secondary" onClick={handleCancel} disabled={isSigningOut}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
