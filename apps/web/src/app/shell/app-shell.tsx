import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useRuntimeConfig } from '#web/config/runtime-config.ts';
// The banner alone: the waitlist's forms (and their validation) load only when opened.
import { TestModeBanner } from '#web/features/waitlist/components/test-mode-banner.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useTakeOverPrerender } from '#web/lib/prerender-takeover.ts';
import { canOfferWaitlist, useWaitlistModal } from '#web/lib/waitlist-modal.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Header } from './header.tsx';
import { QuickAdd } from './quick-add.tsx';
import { TabBar } from './tab-bar.tsx';

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
    <div className="min-h-dvh pb-36">
      <Header />
      {user?.isWaitlisted ? (
        <section aria-label={t('shell.modeRegion')}>
          <TestModeBanner />
        </section>
      ) : null}
      {mode === 'demo' ? (
        <section
          aria-label={t('shell.modeRegion')}
          className="border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
        >
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
            <p>{t('shell.demoBanner')}</p>
            {canOfferWaitlist(demoMode, user) ? (
              <Button size="sm" onClick={waitlistModal.open}>
                {t('shell.joinWaitlist')}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
      <main id="main" className="mx-auto w-full max-w-5xl px-4 py-4">
        <Breadcrumbs />
        <Outlet />
      </main>
      <QuickAdd />
      <TabBar />
    </div>
  );
}
