import { LandingPage } from '../../features/landing/index.ts';
import { WaitlistInlineForm } from '../../features/waitlist/index.ts';
import { LanguageSwitch, ThemeToggle } from '../shell/switchers.tsx';

/** The landing page, composed with the waitlist form and the switchers (features stay apart). */
export function LandingRoute() {
  return (
    <LandingPage
      waitlistForm={<WaitlistInlineForm />}
      topBarExtras={
        <>
          <LanguageSwitch size="sm" />
          <ThemeToggle size="sm" />
        </>
      }
    />
  );
}
