import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button-base.tsx';
import { PageButtonLink } from '#web/components/ui/page-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { FEATURES_SECTION_ID } from '../utils/qr-steps.ts';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the features and moves focus there, so keyboard users land where they look. */
function showFeatures() {
  const heading = document.getElementById(`${FEATURES_SECTION_ID}-title`);
  document
    .getElementById(FEATURES_SECTION_ID)
    ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** The hero: the pitch and the main call to action (spec §2: /login in demo mode, else /app). */
export function HeroSection() {
  const { t } = useTranslation();
  const { demoMode } = useRuntimeConfig();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-blue-50 to-white px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 dark:from-gray-900 dark:to-gray-950"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="mb-3 text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {t('landing.heroEyebrow')}
        </p>
        <h1
          id="hero-title"
          className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl dark:text-white"
        >
          {t('landing.heroTitle')}
        </h1>
        <p className="mt-4 text-lg text-gray-700 sm:text-xl dark:text-gray-300">
          {t('landing.heroSubtitle')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <PageButtonLink to={demoMode ? paths.login : paths.app} size="lg">
            {demoMode ? t('landing.tryDemo') : t('landing.getStarted')}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </PageButtonLink>
          <Button variant="secondary" size="lg" onClick={showFeatures}>
            {t('landing.learnMore')}
          </Button>
        </div>
      </div>
    </section>
  );
}
