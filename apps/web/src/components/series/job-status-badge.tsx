import { STATUS_LABEL_KEYS, statusBadgeColor, type Job } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';

/**
 * A job's status badge (spec §4), or "Skipped" for a skipped visit of a repeating job (issue 14):
 * a skipped visit stays visible for the record and says so wherever a status shows.
 */
export function JobStatusBadge({ job }: { job: Pick<Job, 'status' | 'skipped'> }) {
  const { t } = useTranslation();
  if (job.skipped) return <Badge color="grey">{t('series.skipped')}</Badge>;
  return <Badge color={statusBadgeColor(job.status)}>{t(STATUS_LABEL_KEYS[job.status])}</Badge>;
}
