import { CalendarDays, CreditCard, QrCode, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FEATURES_SECTION_ID } from '../utils/qr-steps.ts';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'Customers', icon: Users },
  { key: 'Jobs', icon: CalendarDays },
  { key: 'Qr', icon: QrCode },
  { key: 'Payments', icon: CreditCard },
];

/** Customer management, job scheduling, QR integration, payment tracking (spec §1). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id={FEATURES_SECTION_ID}
      aria-labelledby={`${FEATURES_SECTION_ID}-title`}
      className="scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={`${FEATURES_SECTION_ID}-title`}
          title={t('landing.featuresTitle')}
          subtitle={t('landing.featuresSubtitle')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
            >
              <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                {t(`landing.feature${key}Title`)}
              </h3>
              <p className="mt-2 text-gray-600 dark:text-gray-300">
                {t(`landing.feature${key}Text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
