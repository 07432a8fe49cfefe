import { CalendarDays, CircleCheck, MapPin, Phone, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a scan opens on site: a sample customer, static and never stored. */
export function QrDemoScanResult() {
  const { t } = useTranslation();
  const rows = [
    {
      icon: MapPin,
      label: t('landing.sampleAddressLabel'),
      value: t('landing.sampleCustomerAddress'),
    },
    { icon: Phone, label: t('landing.samplePhoneLabel'), value: t('landing.sampleCustomerPhone') },
    {
      icon: Wrench,
      label: t('landing.sampleServiceLabel'),
      value: t('landing.sampleCustomerService'),
    },
    {
      icon: CalendarDays,
      label: t('landing.sampleNextJobLabel'),
      value: t('landing.sampleCustomerNextJob'),
    },
  ];
  return (
    <article
      aria-labelledby="sample-customer-name"
      className="w-full rounded-xl border border-gray-200 bg-white p-4 text-left shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <p className="mb-1 flex items-center gap-1 text-xs font-semibold tracking-wide text-green-800 uppercase dark:text-green-300">
        <CircleCheck aria-hidden="true" className="h-4 w-4" />
        {t('landing.qrDemoCustomerFound')}
      </p>
      <h3 id="sample-customer-name" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('landing.sampleCustomerName')}
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start gap-2">
            <Icon
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-300"
            />
            <dt className="sr-only">{label}</dt>
            <dd className="text-gray-700 dark:text-gray-200">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
