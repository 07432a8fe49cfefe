import { customerQrPayload } from '@jobtrack/core';
import { QR_DEMO_REDIRECT_MS } from '#web/config/ui.ts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QrCodeDialog } from '#web/components/qr/qr-code-dialog.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useSlides, type SlidePhase } from '../hooks/use-slides.ts';
import { SAMPLE_CUSTOMER, SLIDES, type SlideAction } from '../utils/slides.ts';
import { ScanDemoModal } from './scan-demo-modal.tsx';
import { SlideControls } from './slide-controls.tsx';

/** Where the slide's content sits: leaving to one side, waiting on the other, or in place. */
const slideMotion = (phase: SlidePhase, direction: 1 | -1): string => {
  if (phase === 'out') {
    return `opacity-0 transition duration-300 ${direction > 0 ? '-translate-x-8' : 'translate-x-8'}`;
  }
  if (phase === 'in') return `opacity-0 ${direction > 0 ? 'translate-x-8' : '-translate-x-8'}`;
  return 'opacity-100 translate-x-0 transition duration-300';
};

/**
 * /app/qr-demo (spec §2): a six-slide tour of the QR workflow, with a sample QR code, a pretend
 * scan, and a way on to the real scanner.
 */
export function QrDemoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { publicUrl } = useRuntimeConfig();
  const slides = useSlides(SLIDES.length);
  const [openAction, setOpenAction] = useState<SlideAction | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const samplePayload = useMemo(
    () => customerQrPayload(SAMPLE_CUSTOMER, publicUrl || window.location.origin),
    [publicUrl],
  );

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const slide = SLIDES[slides.index] ?? SLIDES[0];
  if (!slide) return null;
  const { icon: Icon, action } = slide;

  const runAction = (action: SlideAction) => {
    if (action !== 'open-scanner') {
      setOpenAction(action);
      return;
    }
    // NOTE: spec §2 — the tour fades out, then the scanner opens 1.5 s later.
    setIsLeaving(true);
    leaveTimer.current = setTimeout(() => void navigate(paths.scan), QR_DEMO_REDIRECT_MS);
  };

  return (
    <div
      aria-busy={isLeaving}
      className={`transition-opacity duration-1000 motion-reduce:transition-none ${
        isLeaving ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      <ButtonLink to={paths.app} variant="ghost" size="sm" className="mb-3">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('qrDemo.back')}
      </ButtonLink>
      <Card className="overflow-hidden">
        <section aria-roledescription={t('qrDemo.carousel')} aria-label={t('qrDemo.tourLabel')}>
          <div
            role="group"
            aria-roledescription={t('qrDemo.slide')}
            aria-label={t('qrDemo.slidePosition', {
              number: slides.index + 1,
              total: SLIDES.length,
            })}
            aria-live="polite"
            className={`flex min-h-72 flex-col items-center px-2 py-4 text-center motion-reduce:translate-x-0 motion-reduce:transition-none ${slideMotion(slides.phase, slides.direction)}`}
          >
            <span className="rounded-2xl bg-blue-100 p-4 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
              <Icon aria-hidden="true" className="h-10 w-10" />
            </span>
            <h2 className="mt-4 text-xl font-bold sm:text-2xl">{t(`qrDemo.${slide.key}.title`)}</h2>
            <p className="mt-3 max-w-prose text-gray-700 dark:text-gray-300">
              {t(`qrDemo.${slide.key}.text`)}
            </p>
            {action ? (
              <Button
                size="lg"
                className="mt-6"
                disabled={slides.isMoving || isLeaving}
                onClick={() => runAction(action)}
              >
                {t(`qrDemo.action.${action}`)}
              </Button>
            ) : null}
          </div>
          <SlideControls
            index={slides.index}
            isLocked={slides.isMoving || isLeaving}
            onPrevious={slides.previous}
            onNext={slides.next}
            onSelect={slides.goTo}
          />
        </section>
      </Card>
      <QrCodeDialog
        isOpen={openAction === 'generate-sample'}
        onClose={() => setOpenAction(null)}
        payload={samplePayload}
        title={SAMPLE_CUSTOMER.name}
        subtitle={t('qrDemo.sampleSubtitle', SAMPLE_CUSTOMER)}
      />
      {openAction === 'try-scan-demo' ? (
        <ScanDemoModal onClose={() => setOpenAction(null)} />
      ) : null}
    </div>
  );
}
