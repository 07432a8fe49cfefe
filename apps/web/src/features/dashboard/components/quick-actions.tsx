import {
  CalendarPlus,
  Presentation,
  ScanLine,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

const ACTIONS: readonly { labelKey: string; to: string; icon: LucideIcon }[] = [
  { labelKey: 'dashboard.actions.addCustomer', to: paths.newCustomer, icon: UserPlus },
  { labelKey: 'dashboard.actions.scheduleJob', to: paths.newJob, icon: CalendarPlus },
  { labelKey: 'dashboard.actions.viewCustomers', to: paths.customers, icon: Users },
  { labelKey: 'dashboard.actions.scanQr', to: paths.scan, icon: ScanLine },
  { labelKey: 'dashboard.actions.qrDemo', to: paths.qrDemo, icon: Presentation },
];

/** The welcome message and the five quick actions of spec §2. */
export function QuickActions({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="dashboard-welcome" className="text-lg font-semibold">
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        {t('dashboard.welcomeMessage')}
      </p>
      <h3 className="sr-only">{t('dashboard.quickActions')}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {ACTIONS.map(({ labelKey, to, icon: Icon }, index) => (
          <li key={to} className={index === ACTIONS.length - 1 ? 'col-span-2 sm:col-span-1' : ''}>
            <Link
              to={to}
              className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-xl border border-gray-200 p-3 text-center text-sm font-medium text-gray-800 hover:border-blue-300 hover:bg-blue-50 dark:border-gray-700 dark:text-gray-100 dark:hover:border-blue-700 dark:hover:bg-gray-800"
            >
              <Icon aria-hidden="true" className="h-6 w-6 text-blue-700 dark:text-blue-300" />
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
