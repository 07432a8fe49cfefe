import { useTranslation } from 'react-i18next';
import { useQrDemo } from '../hooks/use-qr-demo.ts';
import { QR_STEPS } from '../utils/qr-steps.ts';
import { QrDemoScanner } from './qr-demo-scanner.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The interactive QR demo (spec §2): the three steps, and a scan of a sample code. */
export function QrDemoSection() {
  const { t } = useTranslation();
  const { activeStep, isTransitioning, selectStep, scanPhase, startScan } = useQrDemo(
    QR_STEPS.length,
  );
  const step = QR_STEPS[activeStep] ?? QR_STEPS[0]!;
  const StepIcon = step.icon;

  return (
    <section aria-labelledby="qr-demo-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="qr-demo-title"
          title={t('landing.qrDemoTitle')}
          subtitle={t('landing.qrDemoSubtitle')}
        />
        <div className="grid items-start gap-10 md:grid-cols-2">
          <div>
            <div
              role="group"
              aria-label={t('landing.qrDemoStepsLabel')}
              className="grid grid-cols-3 gap-2"
            >
              {QR_STEPS.map(({ id, titleKey }, index) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed={index === activeStep}
                  onClick={() => selectStep(index)}
                  className={`flex min-h-16 flex-col items-center justify-center rounded-xl border-2 px-2 py-2 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                    index === activeStep
                      ? 'border-blue-600 bg-blue-600 text-white'
                      : 'border-gray-200 bg-white text-gray-800 hover:border-blue-300 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100'
                  }`}
                >
                  <span className="text-xs">{t('landing.stepLabel', { number: index + 1 })}</span>{' '}
                  <span>{t(titleKey)}</span>
                </button>
              ))}
            </div>
            <div
              className={`mt-6 flex gap-4 rounded-2xl bg-blue-50 p-6 transition-opacity duration-300 dark:bg-gray-900 ${
                isTransitioning ? 'opacity-80' : 'opacity-100'
              }`}
            >
              <StepIcon
                aria-hidden="true"
                className="h-10 w-10 shrink-0 text-blue-700 dark:text-blue-300"
              />
              <div>
                <h3 className="text-xl font-semibold text-gray-900 dark:text-white">
                  {t(step.titleKey)}
                </h3>
                <p className="mt-2 text-gray-700 dark:text-gray-300">{t(step.textKey)}</p>
              </div>
            </div>
          </div>
          <QrDemoScanner phase={scanPhase} onScan={startScan} />
        </div>
      </div>
    </section>
  );
}
