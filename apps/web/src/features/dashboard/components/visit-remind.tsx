import type { Customer, Job } from '@jobtrack/core';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitMessage } from '#web/components/contact/customer-messages.ts';
import { SendMessageLinks } from '#web/components/contact/send-message-links.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { useMarkReminded } from '../api/reminder-mutations.ts';
import { useRemindedTime } from '../hooks/use-reminded-time.ts';

type VisitRemindProps = { job: Job; customer: Customer | undefined };

/**
 * Remind for one of tomorrow's visits (issue 28): a small menu of Text / WhatsApp / E-mail with
 * the reminder prefilled in the customer's language; tapping one marks the visit reminded, and
 * the mark ("Reminded 6:05 PM") shows who is left.
 */
export function VisitRemind({ job, customer }: VisitRemindProps) {
  const { t } = useTranslation();
  const messageFor = useVisitMessage();
  const remindedTime = useRemindedTime();
  const mark = useMarkReminded();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const menu = useDisclosure<HTMLDivElement>({ buttonRef, firstItemRef: firstLinkRef });
  const name = customer?.name ?? job.customerName;
  return (
    <div ref={menu.rootRef} className="relative z-10 mt-2 flex flex-wrap items-center gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={menu.isOpen}
        aria-label={t('reminders.remindName', { name })}
        onClick={() => menu.setIsOpen(!menu.isOpen)}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <BellRing aria-hidden="true" className="h-4 w-4" />
        {t('reminders.remind')}
      </button>
      {job.remindedAt ? (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          {t('reminders.reminded', { time: remindedTime(job.remindedAt) })}
        </span>
      ) : null}
      {menu.isOpen ? (
        <div className="absolute left-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-lg ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-700">
          <SendMessageLinks
            customer={{ phone: customer?.phone, email: customer?.email }}
            message={messageFor('visitReminder', job, { name, language: customer?.language })}
            firstLinkRef={firstLinkRef}
            onSend={() => {
              mark.mutate({ jobId: job.id, at: new Date() });
              menu.setIsOpen(false);
            }}
          />
        </div>
      ) : null}
      <MutationErrorNotice failure={mark.failure} onDismiss={mark.reset} />
    </div>
  );
}
