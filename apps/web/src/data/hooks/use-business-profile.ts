import { useMemo } from 'react';
import type { DataSnapshot } from '../data-source.ts';
import { readLocalProfile } from '../shared/profile-store.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useData } from './data-context.tsx';
import { startingProfile } from './starting-profile.ts';

const selectProfile = (snapshot: DataSnapshot) => snapshot.profile;

/**
 * The signed-in owner's business profile: a record of the one snapshot (decision 055), read
 * through useData like the customers and jobs, so a profile saved on another device arrives with
 * the pull and goes with the rest of the data at sign-out. Until the owner saves one, the start
 * made from their account. It is written by the profile's mutation (features/profile/api), and the
 * source pushes the new snapshot to the screens.
 */
export function useBusinessProfile() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') throw new Error('The business profile needs a signed-in user');
  const { user } = auth;
  const starting = useMemo(() => startingProfile(user), [user]);
  const { data: stored, isSuccess } = useData(selectProfile);
  // Shown before the data is read: the copy this browser kept, else the start.
  const early = useMemo(
    () => (isSuccess ? null : (readLocalProfile(user.id)?.profile ?? null)),
    [isSuccess, user.id],
  );
  const profile = (isSuccess ? stored : early) ?? starting;

  return { profile };
}
