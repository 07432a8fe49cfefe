import { STATUS_LABEL_KEYS, nextStatus, statusBadgeColor, type Job } from '@jobtrack/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, BadgeButton } from '#web/components/ui/badge.tsx';

type StatusStepBadgeProps = {
  job: Pick<Job, 'status' | 'skipped'>;
  onAdvance(): void;
  isBusy?: boolean;
};

/**
 * A job card's status badge (spec §4): a tap moves the job one step forward. Completed (and
 * cancelled) have no step, so they are a plain badge, not a control.
 */
export function StatusStepBadge({ job, onAdvance, isBusy = false }: StatusStepBadgeProps) {
  const { t } = useTranslation();
  // A skipped visit (issue 14) is not worked: it reads "Skipped" and offers no step.
  if (job.skipped) return <Badge color="grey">{t('series.skipped')}</Badge>;
  const label = t(STATUS_LABEL_KEYS[job.status]);
  const next = nextStatus(job.status);
  const color = statusBadgeColor(job.status);
  if (next === null) return <Badge color={color}>{label}</Badge>;
  return (
    <BadgeButton
      color={color}
      disabled={isBusy}
      aria-label={t('jobs.advanceStatus', { status: label, next: t(STATUS_LABEL_KEYS[next]) })}
      onClick={onAdvance}
    >
      {label}
      <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
    </BadgeButton>
  );
}
