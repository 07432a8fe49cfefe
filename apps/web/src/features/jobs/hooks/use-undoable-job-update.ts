import type { Job } from '@jobtrack/core';
import { useCallback, useEffect, useState } from 'react';
import type { JobChanges } from '#web/data/data-source.ts';
import { useUpdateJob } from '../api/job-mutations.ts';
import { undoChanges, undoableChange, type UndoableChange } from '../utils/job-undo.ts';

/** How long the Undo stays on screen (issue 13). */
export const UNDO_MS = 5000;

export type UndoOffer = { jobId: string; change: UndoableChange; undo: JobChanges };

/**
 * A job change that offers Undo for 5 s once it is saved (on the device: offline too). Undo
 * sends the restoring change through the same data-source path.
 */
export function useUndoableJobUpdate() {
  const update = useUpdateJob();
  const [offer, setOffer] = useState<UndoOffer | null>(null);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  const { mutate } = update;
  const apply = useCallback(
    (job: Job, changes: JobChanges) => {
      setOffer(null);
      mutate(
        { id: job.id, changes },
        {
          onSuccess: () =>
            setOffer({
              jobId: job.id,
              change: undoableChange(changes, job),
              undo: undoChanges(job, changes),
            }),
        },
      );
    },
    [mutate],
  );

  const undo = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    mutate({ id: offer.jobId, changes: offer.undo });
  }, [offer, mutate]);

  return {
    apply,
    undo,
    offer,
    dismiss: () => setOffer(null),
    isPending: update.isPending,
    failure: update.failure,
    reset: update.reset,
  };
}
