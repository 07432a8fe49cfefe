import { type Customer } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { telHref } from '#web/components/contact/contact-links.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

/**
 * Customer Information (spec §2): phone as a tel link, address, service type, Customer Since; and
 * the business name, e-mail (a mailto link) and notes when the customer has them (the API's and a
 * spreadsheet import's fields, decision 064).
 */
export function CustomerInfoPanel({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  const row = 'flex flex-col gap-0.5 sm:flex-row sm:gap-4';
  const term = 'text-sm text-gray-600 dark:text-gray-400 sm:w-44 sm:shrink-0';
  const detail = 'min-w-0 break-words font-medium text-gray-900 dark:text-gray-100';
  return (
    <Card>
      <h3 className="mb-3 font-semibold">{t('customers.infoTitle')}</h3>
      <dl className="space-y-3">
        <div className={row}>
          <dt className={term}>{t('customers.phoneLabel')}</dt>
          <dd className={detail}>
            <a
              href={telHref(customer.phone)}
              className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {customer.phone}
            </a>
          </dd>
        </div>
        {customer.email ? (
          <div className={row}>
            <dt className={term}>{t('customers.emailLabel')}</dt>
            <dd className={detail}>
              <a
                href={`mailto:${customer.email}`}
                className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
              >
                {customer.email}
              </a>
            </dd>
          </div>
        ) : null}
        {customer.businessName ? (
          <div className={row}>
            <dt className={term}>{t('customers.businessNameLabel')}</dt>
            <dd className={detail}>{customer.businessName}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className={term}>{t('customers.serviceAddress')}</dt>
          <dd className={detail}>{customer.address}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{t('customers.primaryServiceType')}</dt>
          <dd className={detail}>{serviceLabel(customer.serviceType)}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{t('customers.customerSince')}</dt>
          <dd className={detail}>{format.date(customer.createdDate)}</dd>
        </div>
        {customer.notes ? (
          <div className={row}>
            <dt className={term}>{t('customers.notesLabel')}</dt>
            <dd className={`${detail} whitespace-pre-line`}>{customer.notes}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
