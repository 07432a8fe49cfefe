import { lazy, Suspense } from 'react';
import { LandingPage } from '#web/features/landing/index.ts';
import { LanguageSwitch, ThemeToggle } from '../shell/switchers.tsx';

// The waitlist form (and its checks) loads only where it shows: demo mode off, far down the page.
const WaitlistInlineForm = lazy(() =>
  import('#web/features/waitlist/index.ts').then((module) => ({
    default: module.WaitlistInlineForm,
  })),
);

/** The landing page, composed with the waitlist form and the switchers (features stay apart). */
export function LandingRoute() {
  return (
    <LandingPage
      waitlistForm={
        <Suspense fallback={null}>
          <WaitlistInlineForm />
        </Suspense>
      }
      topBarExtras={
        <>
          <LanguageSwitch size="sm" />
          <ThemeToggle size="sm" />
        </>
      }
    />
  );
}
