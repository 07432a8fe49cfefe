import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageButtonLink, PageLink } from '#web/components/ui/page-link.tsx';
import { paths } from '#web/config/paths.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';

/** Logo, the lead's extras (language, theme), the DEMO badge in demo mode, and Sign In. */
export function LandingTopBar({ extras }: { extras?: ReactNode }) {
  const { t } = useTranslation();
  const { demoMode } = useRuntimeConfig();
  return (
    <header className="sticky top-0 z-10 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 sm:px-6">
        <PageLink
          to={paths.home}
          className="flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white"
        >
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-600 text-white">
            <ClipboardList aria-hidden="true" className="h-5 w-5" />
          </span>
          {/* The smallest phones need the room for the badge, switches and Sign In; the name
              stays the link's accessible name. */}
          <span className="max-[420px]:sr-only">{t('common.appName')}</span>
        </PageLink>
        {demoMode ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {t('landing.demoBadge')}
          </span>
        ) : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {extras}
          <PageButtonLink
            to={paths.login}
            variant="secondary"
            size="sm"
            className="whitespace-nowrap"
          >
            {t('landing.signIn')}
          </PageButtonLink>
        </div>
      </div>
    </header>
  );
}
