import type { Customer, Job } from '@jobtrack/core';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitMessage } from '#web/components/contact/customer-messages.ts';
import { SendMessageLinks } from '#web/components/contact/send-message-links.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useMarkReminded } from '../api/reminder-mutations.ts';
import { visitsLeftToRemind } from '../utils/reminders.ts';

type RemindAllProps = { jobs: readonly Job[]; customers: ReadonlyMap<string, Customer> };

/**
 * Remind all (issue 28): steps through tomorrow's visits not reminded yet, one tap each — "1 of 4
 * — Maria Garcia, 9:00 AM" with Text / WhatsApp / E-mail / Skip. Tapping a channel marks the
 * visit reminded and moves on; the list is taken when the dialog opens, so a visit marked on the
 * way does not shift the count.
 */
export function RemindAll({ jobs, customers }: RemindAllProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const messageFor = useVisitMessage();
  const mark = useMarkReminded();
  const [steps, setSteps] = useState<Job[] | null>(null);
  const [index, setIndex] = useState(0);
  const left = visitsLeftToRemind(jobs);
  if (left.length === 0 && steps === null) return null;

  const close = () => setSteps(null);
  const job = steps?.[index];
  const customer = job ? customers.get(job.customerId) : undefined;
  const name = customer?.name ?? job?.customerName ?? '';
  const step = job
    ? t(job.startTime ? 'reminders.step' : 'reminders.stepNoTime', {
        index: index + 1,
        count: steps?.length ?? 0,
        name,
        time: job.startTime ? format.timeWindow(job.startTime, job.windowEnd) : '',
      })
    : '';
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setSteps(left);
          setIndex(0);
        }}
      >
        <BellRing aria-hidden="true" className="h-4 w-4" />
        {t('reminders.remindAll')}
      </Button>
      <Modal isOpen={steps !== null} title={t('reminders.remindAllTitle')} onClose={close}>
        {job ? (
          <div className="space-y-3">
            <p className="font-medium" aria-live="polite">
              {step}
            </p>
            <SendMessageLinks
              key={job.id}
              customer={{ phone: customer?.phone, email: customer?.email }}
              message={messageFor('visitReminder', job, { name, language: customer?.language })}
              onSend={() => {
                mark.mutate({ jobId: job.id, at: new Date() });
                setIndex(index + 1);
              }}
            />
            <Button variant="ghost" onClick={() => setIndex(index + 1)}>
              {t('reminders.skip')}
            </Button>
            <MutationErrorNotice failure={mark.failure} onDismiss={mark.reset} />
          </div>
        ) : (
          <div className="space-y-3">
            <p aria-live="polite">{t('reminders.allDone')}</p>
            <Button onClick={close}>{t('reminders.close')}</Button>
          </div>
        )}
      </Modal>
    </>
  );
}
