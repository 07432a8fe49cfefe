// The profile's write on the one write pattern (useDataMutation, decision 038).
import type { BusinessProfile } from '@jobtrack/core';
import { PROFILE_SAVE_DELAY_MS } from '#web/config/ui.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Saves the business profile wherever the mode keeps it (signed in: on the device at once, then
 * the server through the outbox), and takes at least 1 s either way (spec §9 "Saving Profile...").
 */
export const useSaveProfile = () =>
  useDataMutation(
    async (source, profile: BusinessProfile) => {
      const [saved] = await Promise.allSettled([
        source.saveProfile(profile),
        delay(PROFILE_SAVE_DELAY_MS),
      ]);
      if (saved.status === 'rejected') throw saved.reason;
    },
    { fallback: 'profile.saveFailed' },
  );
