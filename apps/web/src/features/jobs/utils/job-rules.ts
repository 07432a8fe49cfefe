import { JOB_ID_PREFIX, type Job } from '@jobtrack/core';

/** NOTE: spec §2, §6 — only jobs the owner created (id 'job-…') offer Delete. */
export const canDeleteJob = (job: Pick<Job, 'id'>): boolean => job.id.startsWith(JOB_ID_PREFIX);
