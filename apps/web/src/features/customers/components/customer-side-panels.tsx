import { type Customer, type CustomerStats } from '@jobtrack/core';
import { CalendarPlus, Phone, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { telHref } from '#web/components/contact/contact-links.ts';
import { scheduleJobHref } from '../utils/customer-links.ts';
import { CustomerQrButton } from './customer-qr-button.tsx';
import { useFormat } from '#web/lib/format.ts';

/** Quick Actions (spec §2): Show QR Code, Schedule Job, Call Customer. */
export function CustomerQuickActions({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h3 className="mb-3 font-semibold">{t('customers.quickActions')}</h3>
      <div className="flex flex-col gap-2">
        <CustomerQrButton
          customer={customer}
          label={t('customers.showQrCode')}
          className="w-full justify-start"
        />
        <ButtonLink
          to={scheduleJobHref(paths.newJob, customer.id)}
          variant="secondary"
          className="w-full justify-start"
        >
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t('customers.scheduleJob')}
        </ButtonLink>
        <a
          href={telHref(customer.phone)}
          className={buttonClasses('secondary', 'md', 'w-full justify-start')}
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t('customers.callCustomer')}
        </a>
      </div>
    </Card>
  );
}

/** Shown only when the customer owes something (spec §2), linking to the payments page. */
export function OutstandingBalanceCard({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section
      aria-labelledby="outstanding-balance-title"
      className="rounded-2xl border border-orange-200 bg-orange-50 p-4 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
    >
      <h3 id="outstanding-balance-title" className="flex items-center gap-2 font-semibold">
        <Wallet aria-hidden="true" className="h-5 w-5" />
        {t('customers.outstandingBalance')}
      </h3>
      <p className="mt-1 text-2xl font-bold">{format.money(amount)}</p>
      <p className="mt-1 text-sm">{t('customers.outstandingMessage')}</p>
      <ButtonLink to={paths.payments} variant="secondary" size="sm" className="mt-3">
        {t('customers.viewPayments')}
      </ButtonLink>
    </section>
  );
}

/** Customer Stats (spec §2): total jobs, completed, total earned, average job. */
export function CustomerStatsCard({ stats }: { stats: CustomerStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: Array<[string, string | number]> = [
    [t('customers.statTotalJobs'), stats.totalJobs],
    [t('customers.statCompleted'), stats.completedJobs],
    [t('customers.statTotalEarned'), format.money(stats.earned)],
    [t('customers.statAverageJob'), format.money(stats.averageJob)],
  ];
  return (
    <Card>
      <h3 id="customer-stats-title" className="mb-3 font-semibold">
        {t('customers.statsTitle')}
      </h3>
      <dl aria-labelledby="customer-stats-title" className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
