import type { Customer, Job } from '@jobtrack/core';
import { ChevronRight, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactActions } from '#web/components/contact/contact-actions.tsx';
import { telHref } from '#web/components/contact/contact-links.ts';
import { useOnMyWayMessage } from '#web/components/contact/on-my-way.ts';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * The job's customer, linking to /app/customers/{id} (spec §2), with Call / Text / Navigate /
 * On my way (issue 13).
 */
export function JobCustomerCard({ job, customer }: { job: Job; customer: Customer | null }) {
  const { t } = useTranslation();
  const onMyWayMessage = useOnMyWayMessage();
  return (
    <Card>
      <h3 className="font-semibold">{t('jobs.detail.customerTitle')}</h3>
      <p className="mt-2 font-medium text-gray-900 dark:text-gray-100">
        {customer?.name ?? job.customerName}
      </p>
      {customer?.phone ? (
        <p className="mt-1 flex items-center gap-2 text-sm">
          <Phone aria-hidden="true" className="h-4 w-4 text-gray-600 dark:text-gray-400" />
          <a
            href={telHref(customer.phone)}
            className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
          >
            {customer.phone}
          </a>
        </p>
      ) : null}
      {customer?.address ? (
        <p className="mt-1 flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="break-words">{customer.address}</span>
        </p>
      ) : null}
      {customer ? (
        <ContactActions
          customer={customer}
          onMyWayMessage={onMyWayMessage(customer)}
          className="mt-3"
        />
      ) : null}
      {customer ? (
        <Link
          to={paths.customer(customer.id)}
          className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-medium text-blue-700 hover:underline dark:text-blue-400"
        >
          {t('jobs.detail.viewCustomer')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </Card>
  );
}
