import type { Customer, Job } from '@jobtrack/core';
import { BellRing, Mail, MessageCircle, MessageSquare } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentPlatform,
  hasDialablePhone,
  mailtoHref,
  smsHref,
  whatsappHref,
} from '../contact/contact-links.ts';
import { useDisclosure } from '../ui/use-disclosure.ts';
import { useReminder } from './reminder.ts';

type RemindMenuProps = {
  job: Job;
  customer: Customer | undefined;
  invoiceUrl?: string | undefined;
};

const ITEM =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * Remind (issue 15): a small menu of links — text message, WhatsApp, e-mail — each opening the
 * phone's app with a polite reminder prefilled in the customer's language.
 */
export function RemindMenu({ job, customer, invoiceUrl }: RemindMenuProps) {
  const { t } = useTranslation();
  const reminderFor = useReminder();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const menu = useDisclosure<HTMLDivElement>({ buttonRef, firstItemRef });
  const name = customer?.name ?? job.customerName;
  const phone = customer?.phone ?? '';
  const email = customer?.email.trim() ?? '';
  const hasPhone = hasDialablePhone(phone);
  const reminder = reminderFor(job, { name, language: customer?.language }, invoiceUrl);
  return (
    <div ref={menu.rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={menu.isOpen}
        aria-label={t('payments.remindName', { name })}
        onClick={() => menu.setIsOpen(!menu.isOpen)}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        <BellRing aria-hidden="true" className="h-4 w-4" />
        {t('payments.remind')}
      </button>
      {menu.isOpen ? (
        <div className="absolute right-0 z-10 mt-1 w-56 rounded-xl bg-white p-1 shadow-lg ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-700">
          {hasPhone || email ? null : (
            <p className="p-3 text-sm text-gray-700 dark:text-gray-300">
              {t('payments.remindNoContact')}
            </p>
          )}
          {hasPhone ? (
            <>
              <a
                ref={firstItemRef}
                className={ITEM}
                href={smsHref(phone, reminder.message, currentPlatform())}
              >
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                {t('payments.remindSms')}
              </a>
              <a
                className={ITEM}
                href={whatsappHref(phone, reminder.message)}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('payments.remindWhatsApp')}
              </a>
            </>
          ) : null}
          {email ? (
            <a
              ref={hasPhone ? undefined : firstItemRef}
              className={ITEM}
              href={mailtoHref(email, reminder.subject, reminder.message)}
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {t('payments.remindEmail')}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
