// Marking a visit reminded (issue 28, decision 065): an ordinary job update, so in signed-in mode
// it is an outbox write like any other and reaches the owner's other devices with the pull.
import { useDataMutation } from '#web/data/hooks/data-context.tsx';

export const useMarkReminded = () =>
  useDataMutation(
    (source, { jobId, at }: { jobId: string; at: Date }) =>
      source.updateJob(jobId, { remindedAt: at.toISOString() }),
    { fallback: 'reminders.markFailed' },
  );
