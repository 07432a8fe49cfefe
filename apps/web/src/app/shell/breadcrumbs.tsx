import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumbs } from './page-title.ts';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-600 dark:text-gray-400">
        {crumbs.map((crumb, index) => (
          <li key={crumb.labelKey} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="h-4 w-4" /> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="rounded hover:text-blue-700 hover:underline dark:hover:text-blue-400"
              >
                {t(crumb.labelKey)}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-gray-900 dark:text-gray-100">
                {t(crumb.labelKey)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
