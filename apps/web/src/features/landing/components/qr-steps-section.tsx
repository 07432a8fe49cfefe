import { useTranslation } from 'react-i18next';
import { QR_STEPS } from '../utils/qr-steps.ts';
import { SectionHeading } from './section-heading.tsx';

/** Generate, place on-site, scan and work (spec §1). */
export function QrStepsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="qr-steps-title"
      className="bg-white px-4 py-16 sm:px-6 sm:py-20 dark:bg-gray-900"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="qr-steps-title"
          title={t('landing.qrStepsTitle')}
          subtitle={t('landing.qrStepsSubtitle')}
        />
        <ol className="grid gap-8 sm:grid-cols-3">
          {QR_STEPS.map(({ id, icon: Icon, titleKey, textKey }, index) => (
            <li key={id} className="flex flex-col items-center text-center">
              <span className="relative mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-blue-600 text-white">
                <Icon aria-hidden="true" className="h-8 w-8" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full bg-white text-sm font-bold text-blue-700 ring-2 ring-blue-600 dark:bg-gray-900 dark:text-blue-300"
                >
                  {index + 1}
                </span>
              </span>
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{t(titleKey)}</h3>
              <p className="mt-2 max-w-xs text-gray-600 dark:text-gray-300">{t(textKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
