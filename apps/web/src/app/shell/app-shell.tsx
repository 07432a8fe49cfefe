import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-base.tsx';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
// The banner alone: the waitlist's forms (and their validation) load only when opened.
import { TestModeBanner } from '#web/features/waitlist/components/test-mode-banner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useTakeOverPrerender } from '#web/lib/prerender-takeover.ts';
import { canOfferWaitlist, useWaitlistModal } from '#web/lib/waitlist-modal-context.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { Header, HeaderPrerender } from './header.tsx';
import { pageTitleKey } from './page-title.ts';
import { QuickAdd } from './quick-add.tsx';
import { TabBar } from './tab-bar.tsx';

const SHELL_CLASSES = 'min-h-dvh pb-36';
const MAIN_CLASSES = 'mx-auto w-full max-w-5xl px-4 py-4';

/**
 * The shell of a demo visitor's first screen as index.html shows it before any JavaScript runs
 * (decision 043): the header's home link and title, the demo banner, the tab bar. The app's
 * render takes its place (AppShell), adding its buttons and the screen where they move nothing.
 */
export function AppShellPrerender({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <div className={SHELL_CLASSES}>
      <HeaderPrerender title={t(pageTitleKey(pathname))} />
      {/* The "Join waitlist" button's place, kept but not shown (a demo visitor who has not
          joined gets it): the banner does not change its height when the app's button comes. */}
      <DemoBanner
        action={
          <span aria-hidden="true" className={buttonClasses('primary', 'sm', 'invisible')}>
            {t('shell.joinWaitlist')}
          </span>
        }
      />
      <main className={MAIN_CLASSES} />
      <TabBar />
    </div>
  );
}

/** The frame of every protected screen: header, mode banner, breadcrumbs, tab bar. */
export function AppShell() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { demoMode } = useRuntimeConfig();
  const waitlistModal = useWaitlistModal();
  const user = auth.status === 'signedIn' ? auth.user : null;
  const mode = auth.status === 'signedIn' ? auth.mode : null;
  // A signed-in visitor sent on from the prerendered sign-in page (decision 043).
  useTakeOverPrerender();

  return (
    // The bottom padding keeps the last of a page above the tab bar and the quick "+".
    <div className={SHELL_CLASSES}>
      <Header />
      {user?.isWaitlisted ? (
        <section aria-label={t('shell.modeRegion')}>
          <TestModeBanner />
        </section>
      ) : null}
      {mode === 'demo' ? (
        <DemoBanner
          action={
            canOfferWaitlist(demoMode, user) ? (
              <Button size="sm" onClick={waitlistModal.open}>
                {t('shell.joinWaitlist')}
              </Button>
            ) : null
          }
        />
      ) : null}
      <main id="main" className={MAIN_CLASSES}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <QuickAdd />
      <TabBar />
    </div>
  );
}
