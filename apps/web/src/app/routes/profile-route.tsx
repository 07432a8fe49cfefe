import { AccountControls, ProfileScreen } from '#web/features/profile/index.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useSignOut } from '../shell/use-sign-out.ts';

/**
 * /app/profile: the business profile, and in signed-in mode the account controls (decision
 * 057), which leave the device through the one sign-out path (the device copy goes with it).
 */
export function ProfileRoute() {
  const auth = useAuth();
  const signOut = useSignOut();
  const isServerAccount = auth.status === 'signedIn' && auth.mode === 'api';
  return (
    <>
      <ProfileScreen />
      {isServerAccount ? (
        <div className="mx-auto mt-4 max-w-5xl">
          <AccountControls email={auth.user.email} onSignedOut={signOut} />
        </div>
      ) : null}
    </>
  );
}
