import type { BusinessProfile } from '@jobtrack/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { readLocalProfile } from '#web/data/shared/profile-store.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useDataSource } from '../data/data-context.tsx';
import { startingProfile } from './starting-profile.ts';

export const profileKeys = {
  all: ['profile'] as const,
  of: (mode: string, userId: string) => ['profile', mode, userId] as const,
};

/**
 * The signed-in owner's business profile through the data source: the device's copy at once,
 * the server's when a pull brings one (signed in). `save` keeps it wherever the mode keeps it
 * (signed in: on the device at once, then the server through the outbox) and updates the screen.
 */
export function useBusinessProfile() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') throw new Error('The business profile needs a signed-in user');
  const source = useDataSource();
  const queryClient = useQueryClient();
  const { mode, user } = auth;
  const queryKey = useMemo(() => profileKeys.of(mode, user.id), [mode, user.id]);
  const starting = useMemo(() => startingProfile(user), [user]);

  const query = useQuery({
    queryKey,
    queryFn: async () => (await source.getProfile()) ?? starting,
    // Shown before the data source answers: the copy this browser kept, else the start.
    initialData: () => readLocalProfile(user.id)?.profile ?? starting,
    initialDataUpdatedAt: 0,
    networkMode: 'always',
  });

  // A profile saved on another device arrives with a pull: the data source announces it.
  useEffect(
    () =>
      source.subscribe(() => {
        void source
          .getProfile()
          .then((profile) => queryClient.setQueryData(queryKey, profile ?? starting));
      }),
    [source, queryClient, queryKey, starting],
  );

  const save = useCallback(
    async (profile: BusinessProfile) => {
      await source.saveProfile(profile);
      queryClient.setQueryData(queryKey, profile);
    },
    [source, queryClient, queryKey],
  );

  return { profile: query.data, save };
}
