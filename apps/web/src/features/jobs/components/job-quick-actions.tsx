import { canMarkAsPaid, nextStatus, type Job } from '@jobtrack/core';
import { CheckCircle2, DollarSign, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { JobQrButton } from './job-qr-button.tsx';

type JobQuickActionsProps = {
  job: Job;
  isBusy: boolean;
  onAdvance(): void;
  onMarkPaid(): void;
};

/**
 * Start Job / Complete Job take the same steps as the card's badge; Mark as Paid shows only for
 * a completed, unpaid job (spec §4).
 */
export function JobQuickActions({ job, isBusy, onAdvance, onMarkPaid }: JobQuickActionsProps) {
  const { t } = useTranslation();
  const next = nextStatus(job.status);
  return (
    <Card>
      <h3 className="font-semibold">{t('jobs.detail.quickActions')}</h3>
      <div className="mt-3 flex flex-col gap-2">
        {next === 'in-progress' ? (
          <Button onClick={onAdvance} disabled={isBusy}>
            <Play aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.startJob')}
          </Button>
        ) : null}
        {next === 'completed' ? (
          <Button onClick={onAdvance} disabled={isBusy}>
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.completeJob')}
          </Button>
        ) : null}
        {canMarkAsPaid(job) ? (
          <Button onClick={onMarkPaid} disabled={isBusy}>
            <DollarSign aria-hidden="true" className="h-4 w-4" />
            {t('jobs.detail.markAsPaid')}
          </Button>
        ) : null}
        <JobQrButton job={job} label={t('jobs.detail.showQr')} size="md" />
      </div>
    </Card>
  );
}
