import {
  Briefcase,
  CalendarDays,
  CreditCard,
  Home,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '#web/config/paths.ts';

const TABS: Array<{ to: string; labelKey: string; icon: LucideIcon; end?: boolean }> = [
  { to: paths.app, labelKey: 'nav.home', icon: Home, end: true },
  { to: paths.customers, labelKey: 'nav.customers', icon: Users },
  { to: paths.jobs, labelKey: 'nav.jobs', icon: Briefcase },
  { to: paths.calendar, labelKey: 'nav.calendar', icon: CalendarDays },
  { to: paths.payments, labelKey: 'nav.payments', icon: CreditCard },
  { to: paths.settings, labelKey: 'nav.settings', icon: Settings },
];

/**
 * The bottom tab bar (spec §2): Home, Customers, Jobs, Payments, Settings, with the Calendar
 * beside Jobs (issue 14). Six tabs fit from 320 px with smaller labels (decision 032).
 */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-gray-800 dark:bg-gray-900"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-6">
        {TABS.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-center text-[10px] leading-tight font-medium tracking-tight min-[400px]:text-[11px] sm:text-xs sm:tracking-normal ${
                  isActive
                    ? 'text-blue-700 dark:text-blue-400'
                    : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100'
                }`
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
