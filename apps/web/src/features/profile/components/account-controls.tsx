import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, LogOut, Trash2 } from 'lucide-react';
import { MIN_PASSWORD_LENGTH } from '@jobtrack/core';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageLink } from '#web/components/ui/page-link.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import {
  useChangePassword,
  useDeleteAccount,
  useSignOutEverywhere,
} from '../api/account-mutations.ts';

type AccountControlsProps = {
  /** The signed-in account's e-mail, which the owner types to delete it. */
  email: string;
  /** Removes the device's copy and signs out, as the header's Sign out does. */
  onSignedOut: () => Promise<void>;
};

/** Profile's account section (signed-in mode, decision 057): password, sessions, deletion. */
export function AccountControls({ email, onSignedOut }: AccountControlsProps) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('profile.account.title')}
      </h2>
      <ChangePasswordForm />
      <SignOutEverywhere onSignedOut={onSignedOut} />
      <DeleteAccount email={email} onSignedOut={onSignedOut} />
    </Card>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const isShort = newPassword.length < MIN_PASSWORD_LENGTH;
    setTooShort(isShort);
    if (isShort || !currentPassword) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };
  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <h3 className="font-medium text-gray-900 dark:text-gray-100">
        {t('profile.account.changePassword')}
      </h3>
      <TextField
        label={t('profile.account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <TextField
        label={t('profile.account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={t('profile.account.newPasswordHint')}
        error={tooShort ? t('auth.passwordMinLength') : undefined}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      {change.isSuccess ? (
        <Notice tone="success">{t('profile.account.passwordChanged')}</Notice>
      ) : null}
      <MutationErrorNotice failure={change.failure} onDismiss={change.reset} />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        {t('profile.account.savePassword')}
      </Button>
    </form>
  );
}

function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere(onSignedOut);
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('profile.account.signOutAllHint')}
      </p>
      <MutationErrorNotice failure={signOut.failure} onDismiss={signOut.reset} />
      <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t('profile.account.signOutAll')}
      </Button>
    </div>
  );
}

function DeleteAccount({ email, onSignedOut }: AccountControlsProps) {
  const { t } = useTranslation();
  const remove = useDeleteAccount(onSignedOut);
  const [typed, setTyped] = useState('');
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isConfirmed) remove.mutate(typed.trim().toLowerCase());
  };
  return (
    <form
      className="space-y-3 rounded-lg border border-red-300 p-3 dark:border-red-800"
      onSubmit={submit}
      noValidate
    >
      <h3 className="font-medium text-red-800 dark:text-red-300">
        {t('profile.account.deleteTitle')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('profile.account.deleteWarning')}
      </p>
      {/* The export is offered before anything is removed (issue 24). */}
      <PageLink
        to={paths.settings}
        className="block text-sm text-blue-700 underline dark:text-blue-300"
      >
        {t('profile.account.exportFirst')}
      </PageLink>
      <TextField
        label={t('profile.account.confirmEmail', { address: email })}
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <MutationErrorNotice failure={remove.failure} onDismiss={remove.reset} />
      <Button type="submit" variant="danger" disabled={!isConfirmed || remove.isPending}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('profile.account.deleteButton')}
      </Button>
    </form>
  );
}
