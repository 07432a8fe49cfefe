import type { Customer, Job } from '@jobtrack/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitMessage } from '#web/components/contact/customer-messages.ts';
import { SendMessageLinks } from '#web/components/contact/send-message-links.tsx';
import { Button } from '#web/components/ui/button.tsx';

type BookingConfirmationProps = { job: Job; customer: Customer; onDone(): void };

/**
 * After scheduling (issue 28): the offer to send the customer a booking confirmation — Text /
 * WhatsApp / E-mail with the day, the time or window and the business name in the customer's
 * language — or Not now. Sending or declining puts the offer away.
 */
export function BookingConfirmation({ job, customer, onDone }: BookingConfirmationProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageFor = useVisitMessage();
  const message = messageFor('bookingConfirmation', job, customer);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-blue-50 p-4 ring-1 ring-blue-200 dark:bg-blue-950 dark:ring-blue-900"
    >
      <h2 id={titleId} className="font-semibold">
        {t('reminders.bookingOffer', { name: customer.name })}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('reminders.bookingOfferHint')}</p>
      <SendMessageLinks customer={customer} message={message} onSend={onDone} />
      <Button variant="ghost" onClick={onDone}>
        {t('reminders.notNow')}
      </Button>
    </section>
  );
}
