import type { BusinessProfile } from '@jobtrack/core';
import { Briefcase, DollarSign, Settings, Users, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useTrackFeature } from '#web/data/hooks/use-analytics.ts';
import { formatRate } from '../utils/profile-view.ts';
import { ProfileCard } from './profile-card.tsx';

/** 'Hourly Rate' as $X/hr and 'Minimum' as $X (spec §2). */
export function PricingCard({ pricing }: { pricing: BusinessProfile['pricing'] }) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('profile.pricing')} icon={DollarSign}>
      <dl className="space-y-2">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700 dark:text-gray-300">{t('profile.hourlyRate')}</dt>
          <dd className="font-semibold">
            {t('profile.perHour', { amount: formatRate(pricing.hourlyRate) })}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700 dark:text-gray-300">{t('profile.minimum')}</dt>
          <dd className="font-semibold">
            {t('profile.amount', { amount: formatRate(pricing.minimumCharge) })}
          </dd>
        </div>
      </dl>
    </ProfileCard>
  );
}

const ACTIONS = [
  { to: paths.customers, label: 'profile.viewCustomers', icon: Users, target: 'customers' },
  { to: paths.jobs, label: 'profile.viewJobs', icon: Briefcase, target: 'jobs' },
  { to: paths.settings, label: 'profile.appSettings', icon: Settings, target: 'settings' },
] as const;

/** 'View Customers', 'View Jobs' and 'App Settings' (spec §2). */
export function QuickActionsCard() {
  const { t } = useTranslation();
  const trackFeature = useTrackFeature();
  return (
    <ProfileCard title={t('profile.quickActions')} icon={Zap}>
      <ul className="space-y-2">
        {ACTIONS.map(({ to, label, icon: Icon, target }) => (
          <li key={to}>
            <ButtonLink
              to={to}
              variant="secondary"
              className="w-full justify-start"
              onClick={() => trackFeature('profile_quick_action', 'navigation', { target })}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
