import { canMarkAsPaid, nextStatus, type Customer, type Job } from '@jobtrack/core';
import { CheckCircle2, DollarSign, Play } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactActions } from '#web/components/contact/contact-actions.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useBottomBarHeight } from '#web/components/ui/quick-add-room.ts';
import type { UndoOffer } from '../hooks/use-undoable-job-update.ts';

type JobActionBarProps = {
  job: Job;
  customer: Customer | null;
  isBusy: boolean;
  undoOffer: UndoOffer | null;
  onAdvance(): void;
  onMarkPaid(): void;
  onUndo(): void;
};

/**
 * The job's next step where the thumb is (issue 13): a bar held above the tab bar with Start Job
 * → Complete Job → Mark as Paid (spec §4's steps and texts) and Call / Navigate; the Undo of the
 * last step shows on top of it for 5 s. Renders nothing when there is nothing to offer. The quick
 * "+" floats above it, never over its last button (issue 25).
 */
export function JobActionBar({
  job,
  customer,
  isBusy,
  undoOffer,
  onAdvance,
  onMarkPaid,
  onUndo,
}: JobActionBarProps) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  useBottomBarHeight(barRef);
  const next = nextStatus(job.status);
  // A skipped visit (issue 14) is not worked or owed: no Start, Complete or Mark as Paid.
  const step = job.skipped
    ? null
    : next === 'in-progress'
      ? { label: t('jobs.detail.startJob'), Icon: Play, onClick: onAdvance }
      : next === 'completed'
        ? { label: t('jobs.detail.completeJob'), Icon: CheckCircle2, onClick: onAdvance }
        : canMarkAsPaid(job)
          ? { label: t('jobs.detail.markAsPaid'), Icon: DollarSign, onClick: onMarkPaid }
          : null;
  const hasContact = Boolean(customer?.phone.trim() || customer?.address.trim());
  if (!step && !hasContact && !undoOffer) return null;
  return (
    <>
      {/* Keeps the end of the page scrollable out from under the bar. */}
      <div aria-hidden="true" className="h-24" />
      <div
        ref={barRef}
        className="fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 border-t border-gray-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95"
      >
        <div className="mx-auto max-w-3xl space-y-2">
          {undoOffer ? (
            <div
              role="status"
              className="flex items-center justify-between gap-3 rounded-lg bg-gray-900 px-3 py-1 text-sm text-white dark:bg-gray-100 dark:text-gray-900"
            >
              <span>{t(`jobs.undo.${undoOffer.change}`)}</span>
              <button
                type="button"
                onClick={onUndo}
                className="min-h-11 rounded-lg px-3 font-semibold text-blue-200 underline-offset-2 hover:underline dark:text-blue-800"
              >
                {t('jobs.undo.button')}
              </button>
            </div>
          ) : null}
          <div
            role="group"
            aria-label={t('jobs.detail.actionBar')}
            className="flex flex-wrap items-center gap-2"
          >
            {step ? (
              <Button onClick={step.onClick} disabled={isBusy} className="grow basis-40">
                <step.Icon aria-hidden="true" className="h-4 w-4" />
                {step.label}
              </Button>
            ) : null}
            {customer ? (
              <ContactActions
                customer={customer}
                actions={['call', 'navigate']}
                className="grow basis-40 flex-nowrap"
              />
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
