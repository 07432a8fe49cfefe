import { Share2, UserCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { NotificationBell } from '#web/features/notifications/index.tsx';
import { lazyComponent } from '../routes/lazy-component.tsx';
import { pageTitleKey } from './page-title.ts';
import { MoreMenu } from './more-menu.tsx';
import { SignOutButton, useSignOutFlow } from './sign-out-button.tsx';
import { LanguageSwitch, switcherClasses, ThemeToggle } from './switchers.tsx';
import { SyncStatus } from './sync-status.tsx';

const HEADER_CLASSES =
  'sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95';
const HEADER_ROW_CLASSES = 'mx-auto flex h-14 max-w-5xl items-center gap-2 px-3';

/** The header's home link and page title. */
function HeaderStart({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={paths.app}
        aria-label={t('shell.homeLink')}
        className="flex shrink-0 items-center gap-2 rounded-lg p-1 font-bold text-blue-700 dark:text-blue-400"
      >
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="hidden md:inline">{t('common.appName')}</span>
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{title}</h1>
    </>
  );
}

/**
 * The header as the prerendered app shell shows it (decision 043): the home link and the title;
 * its buttons come when the app takes over, at the row's end, moving nothing.
 */
export function HeaderPrerender({ title }: { title: string }) {
  return (
    <header className={HEADER_CLASSES}>
      <div className={HEADER_ROW_CLASSES}>
        <HeaderStart title={title} />
      </div>
    </header>
  );
}

// The share dialog (its QR code, links and copy buttons) loads when it is first opened (decision 042).
const ShareDialog = lazyComponent(
  async () => (await import('#web/features/share/index.ts')).ShareDialog,
);

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const auth = useAuth();
  const { publicUrl } = useRuntimeConfig();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const signOutFlow = useSignOutFlow();
  const user = auth.status === 'signedIn' ? auth.user : null;
  // Demo and waitlist test modes keep everything on the device by design: no sync to show.
  const isSignedInToServer = auth.status === 'signedIn' && auth.mode === 'api';

  return (
    <header className={HEADER_CLASSES}>
      <div className={HEADER_ROW_CLASSES}>
        <HeaderStart title={t(pageTitleKey(pathname))} />
        {user ? (
          <div className="hidden text-right leading-tight lg:block">
            <p className="text-sm font-medium">{user.name}</p>
            {user.businessName ? (
              <p className="text-xs text-gray-600 dark:text-gray-400">{user.businessName}</p>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-center">
          <LanguageSwitch size="sm" />
          <ThemeToggle size="sm" />
          <button
            type="button"
            className={`${switcherClasses('sm')} max-[359px]:hidden`}
            aria-label={t('shell.shareApp')}
            onClick={() => setIsShareOpen(true)}
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
          </button>
          <NotificationBell buttonClassName={switcherClasses('sm')} />
          <Link to={paths.profile} aria-label={t('nav.profile')} className={switcherClasses('sm')}>
            <UserCircle aria-hidden="true" className="h-5 w-5" />
          </Link>
          <SignOutButton onSignOut={signOutFlow.requestSignOut} className="max-[359px]:hidden" />
          <MoreMenu onShare={() => setIsShareOpen(true)} onSignOut={signOutFlow.requestSignOut} />
        </div>
      </div>
      {isSignedInToServer ? <SyncStatus /> : null}
      {signOutFlow.dialog}
      {isShareOpen ? (
        <Suspense fallback={null}>
          <ShareDialog
            isOpen
            onClose={() => setIsShareOpen(false)}
            url={publicUrl || window.location.origin}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
