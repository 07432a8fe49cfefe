import type { BusinessProfile } from '@jobtrack/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { httpClient } from '../../../lib/http.ts';
import {
  loadProfile,
  localProfile,
  saveProfile,
  type ProfileContext,
} from '../api/profile-sync.ts';

export const profileKeys = {
  all: ['profile'] as const,
  of: (mode: string, userId: string) => ['profile', mode, userId] as const,
};

/**
 * The signed-in owner's business profile: this device's copy at once, then (signed in) the
 * server's. `save` keeps it everywhere it belongs and updates the screen.
 */
export function useBusinessProfile() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') throw new Error('The business profile needs a signed-in user');
  const queryClient = useQueryClient();
  const { mode, user } = auth;
  const context = useMemo<ProfileContext>(() => ({ mode, user, http: httpClient }), [mode, user]);
  const queryKey = profileKeys.of(mode, user.id);

  const query = useQuery({
    queryKey,
    queryFn: () => loadProfile(context),
    initialData: () => localProfile(context),
    // The device copy is shown at once but always checked against the server on a visit.
    initialDataUpdatedAt: 0,
  });

  const save = useCallback(
    async (profile: BusinessProfile) => {
      await saveProfile(context, profile);
      queryClient.setQueryData(profileKeys.of(mode, user.id), profile);
    },
    [context, queryClient, mode, user.id],
  );

  return { profile: query.data, save };
}
