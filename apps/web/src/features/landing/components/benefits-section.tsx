import { Smartphone, Sparkles, WifiOff, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const BENEFITS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'Mobile', icon: Smartphone },
  { key: 'Simple', icon: Sparkles },
  { key: 'Offline', icon: WifiOff },
];

/** Mobile-first, simple, works offline (spec §1). */
export function BenefitsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="benefits-title"
      className="bg-white px-4 py-16 sm:px-6 sm:py-20 dark:bg-gray-900"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="benefits-title" title={t('landing.benefitsTitle')} />
        <ul className="grid gap-6 sm:grid-cols-3">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <Icon
                aria-hidden="true"
                className="h-7 w-7 shrink-0 text-blue-700 dark:text-blue-300"
              />
              <div>
                <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                  {t(`landing.benefit${key}Title`)}
                </h3>
                <p className="mt-1 text-gray-600 dark:text-gray-300">
                  {t(`landing.benefit${key}Text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
