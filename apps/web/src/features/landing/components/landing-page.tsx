import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BenefitsSection } from './benefits-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingTopBar } from './landing-top-bar.tsx';
import { QrDemoSection } from './qr-demo-section.tsx';
import { QrStepsSection } from './qr-steps-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export type LandingPageProps = {
  /** The final call to action's waitlist form; features never import each other (docs/architecture.md §2). */
  waitlistForm?: ReactNode;
  /** Controls the app adds to the top bar (the language and theme switches). */
  topBarExtras?: ReactNode;
};

/** The marketing page at / (spec §1, §2). */
export function LandingPage({ waitlistForm, topBarExtras }: LandingPageProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-gray-50 dark:bg-gray-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-20 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-blue-700 focus:shadow"
      >
        {t('landing.skipToContent')}
      </a>
      <LandingTopBar extras={topBarExtras} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        {/* NOTE: spec §1 — the parts in the spec's order, ending with the call to action. */}
        <QrStepsSection />
        <BenefitsSection />
        <TestimonialsSection />
        <QrDemoSection />
        <FinalCtaSection waitlistForm={waitlistForm} />
      </main>
      <LandingFooter />
    </div>
  );
}
