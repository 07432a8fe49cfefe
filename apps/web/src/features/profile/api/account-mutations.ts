import { useMutation } from '@tanstack/react-query';
import * as account from '#web/lib/auth/account-api.ts';
import { errorMessage, type ErrorFallbacks, type ErrorMessage } from '#web/lib/error-message.ts';

const OFFLINE = 'profile.account.offline';

/** One account call as a mutation with its failure in words (the pattern of useDataMutation). */
function useAccountMutation<Variables>(
  call: (variables: Variables) => Promise<unknown>,
  fallback: string,
  onDone?: () => Promise<void>,
) {
  const fallbacks: ErrorFallbacks = { fallback, unexpected: fallback };
  const mutation = useMutation({
    mutationFn: async (variables: Variables) => {
      await call(variables);
      await onDone?.();
    },
    networkMode: 'always',
  });
  const failure: ErrorMessage | null = mutation.error
    ? typeof navigator !== 'undefined' && !navigator.onLine
      ? { key: OFFLINE }
      : errorMessage(mutation.error, fallbacks)
    : null;
  return { ...mutation, failure };
}

export const useChangePassword = () =>
  useAccountMutation(
    (input: { currentPassword: string; newPassword: string }) =>
      account.changePassword(input.currentPassword, input.newPassword),
    'profile.account.passwordFailed',
  );

/** After the call, `onSignedOut` removes the device's copy as signing out does. */
export const useSignOutEverywhere = (onSignedOut: () => Promise<void>) =>
  useAccountMutation(
    () => account.signOutEverywhere(),
    'profile.account.signOutAllFailed',
    onSignedOut,
  );

export const useDeleteAccount = (onSignedOut: () => Promise<void>) =>
  useAccountMutation(
    (email: string) => account.deleteAccount(email),
    'profile.account.deleteFailed',
    onSignedOut,
  );
