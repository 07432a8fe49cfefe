import type { Job } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { JobQrButton } from './job-qr-button.tsx';

/**
 * Quick actions (spec §2): Show QR Code here; Start Job / Complete Job and Mark as Paid sit in
 * the action bar held above the tab bar (job-action-bar.tsx, issue 13).
 */
export function JobQuickActions({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h3 className="font-semibold">{t('jobs.detail.quickActions')}</h3>
      <div className="mt-3 flex flex-col gap-2">
        <JobQrButton job={job} label={t('jobs.detail.showQr')} size="md" />
      </div>
    </Card>
  );
}
