import { type Customer } from '@jobtrack/core';
import { MapPin, Phone, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactActions } from '#web/components/contact/contact-actions.tsx';
import { useOnMyWayMessage } from '#web/components/contact/on-my-way.ts';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

/**
 * One customer of the list: the card's details open the customer (spec §2); Call / Text /
 * Navigate / On my way sit below them, one tap each (issue 13).
 */
export function CustomerCard({ customer }: { customer: Customer }) {
  const onMyWayMessage = useOnMyWayMessage();
  return (
    <div className="flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <CustomerCardLink customer={customer} />
      <ContactActions
        customer={customer}
        onMyWayMessage={onMyWayMessage(customer)}
        className="mt-auto px-4 pb-4"
      />
    </div>
  );
}

function CustomerCardLink({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const format = useFormat();
  return (
    <Link
      to={paths.customer(customer.id)}
      className="block rounded-2xl p-4 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-gray-900 dark:text-gray-100">
          {customer.name}
        </h3>
        {customer.totalUnpaid > 0 ? (
          <span className="shrink-0 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800 dark:bg-orange-900/60 dark:text-orange-100">
            {t('customers.unpaidAmount', { amount: format.money(customer.totalUnpaid) })}
          </span>
        ) : null}
      </div>
      <ul className="mt-2 space-y-1 text-sm text-gray-700 dark:text-gray-300">
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500 dark:text-gray-400" />
          <span className="min-w-0 break-words">{customer.phone}</span>
        </li>
        <li className="flex items-center gap-2">
          <MapPin
            aria-hidden="true"
            className="h-4 w-4 shrink-0 text-gray-500 dark:text-gray-400"
          />
          <span className="min-w-0 break-words">{customer.address}</span>
        </li>
        <li className="flex items-center gap-2">
          <Wrench
            aria-hidden="true"
            className="h-4 w-4 shrink-0 text-gray-500 dark:text-gray-400"
          />
          <span className="min-w-0 break-words">{serviceLabel(customer.serviceType)}</span>
        </li>
      </ul>
    </Link>
  );
}
