// The success banner a job screen hands /app/jobs or a job's page (spec §2), read by
// useFlashBanner (lib/hooks).

/** What a screen puts in the navigation state to show a success banner on a jobs screen. */
export type JobsFlashState = { jobsFlash: string };

export const jobsFlashState = (messageKey: string): JobsFlashState => ({ jobsFlash: messageKey });

/** The message key a navigation carries, or null. */
export const readJobsFlash = (state: unknown): string | null => {
  const value = (state as Partial<JobsFlashState> | null)?.jobsFlash;
  return typeof value === 'string' ? value : null;
};
