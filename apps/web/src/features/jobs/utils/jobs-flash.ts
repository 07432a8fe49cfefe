// The success banner a job screen hands /app/jobs or a job's page (spec §2), read by
// useFlashBanner (lib/hooks).

/**
 * What a screen puts in the navigation state to show a success banner on a jobs screen; a job
 * just scheduled also offers its booking confirmation (issue 28).
 */
export type JobsFlashState = { jobsFlash: string; offerConfirmation?: true };

export const jobsFlashState = (
  messageKey: string,
  options: { offerConfirmation?: boolean } = {},
): JobsFlashState => ({
  jobsFlash: messageKey,
  ...(options.offerConfirmation ? { offerConfirmation: true } : {}),
});

/** Whether a navigation comes from scheduling the job, which offers its booking confirmation. */
export const readOfferConfirmation = (state: unknown): boolean =>
  (state as Partial<JobsFlashState> | null)?.offerConfirmation === true;

/** The message key a navigation carries, or null. */
export const readJobsFlash = (state: unknown): string | null => {
  const value = (state as Partial<JobsFlashState> | null)?.jobsFlash;
  return typeof value === 'string' ? value : null;
};
