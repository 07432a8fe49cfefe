import { PAYMENT_LABEL_KEYS, paymentBadgeColor } from '@jobtrack/core';
import { addDays } from 'date-fns';
import { Calendar, CreditCard, MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SAMPLE_CUSTOMER, SAMPLE_NEXT_SERVICE_IN_DAYS } from '../utils/slides.ts';
import { useFormat } from '#web/lib/format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-gray-600 dark:text-gray-400">
        {icon}
        {label}
      </dt>
      <dd className="ms-6 text-sm text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/**
 * What a scan opens, shown with the sample customer (spec §2): phone, service address, next
 * service and payment status. Its buttons only close it: the sample is not a real record.
 */
export function SampleCustomerCard({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const serviceLabel = useServiceTypeLabel();
  const nameId = useId();
  const nextService = format.date(addDays(new Date(), SAMPLE_NEXT_SERVICE_IN_DAYS));
  return (
    <section aria-labelledby={nameId}>
      <p className="text-sm font-medium text-green-700 dark:text-green-400">
        {t('qrDemo.cardIntro')}
      </p>
      <h3 id={nameId} className="mt-1 text-xl font-semibold">
        {SAMPLE_CUSTOMER.name}
      </h3>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {serviceLabel(SAMPLE_CUSTOMER.serviceType)}
      </p>
      <dl className="mt-4 space-y-3">
        <Detail icon={<Phone aria-hidden="true" className="h-4 w-4" />} label={t('qrDemo.phone')}>
          {SAMPLE_CUSTOMER.phone}
        </Detail>
        <Detail
          icon={<MapPin aria-hidden="true" className="h-4 w-4" />}
          label={t('qrDemo.serviceAddress')}
        >
          {SAMPLE_CUSTOMER.address}
        </Detail>
        <Detail
          icon={<Calendar aria-hidden="true" className="h-4 w-4" />}
          label={t('qrDemo.nextService')}
        >
          {nextService}
        </Detail>
        <Detail
          icon={<CreditCard aria-hidden="true" className="h-4 w-4" />}
          label={t('qrDemo.paymentStatus')}
        >
          <Badge color={paymentBadgeColor('paid')}>{t(PAYMENT_LABEL_KEYS.paid)}</Badge>
        </Detail>
      </dl>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button onClick={onClose}>{t('qrDemo.scheduleJob')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('qrDemo.callCustomer')}
        </Button>
      </div>
    </section>
  );
}
