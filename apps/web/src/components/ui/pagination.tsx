import { pageList, showingRange } from '@jobtrack/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
};

/**
 * Page buttons with the spec's page-list rule (all pages up to 7, else first, last, neighbours
 * and ellipses) and the 'Showing X to Y of Z results' text (spec §2).
 */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const range = showingRange(page, pageSize, total);
  const button =
    'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
  const idle =
    'border-gray-300 bg-white text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';
  return (
    <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('pagination.showing', { from: range.from, to: range.to, total: range.total })}
      </p>
      {pageCount > 1 ? (
        <nav aria-label={t('pagination.label')}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={`${button} ${idle}`}
                onClick={() => onPageChange(page - 1)}
                disabled={page <= 1}
                aria-label={t('pagination.previous')}
              >
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
            {pageList(page, pageCount).map((item, index) =>
              item === 'ellipsis' ? (
                <li
                  key={`ellipsis-${index}`}
                  aria-hidden="true"
                  className="px-1 text-gray-600 dark:text-gray-400"
                >
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={`${button} ${item === page ? 'border-blue-600 bg-blue-600 text-white' : idle}`}
                    onClick={() => onPageChange(item)}
                    aria-label={t('pagination.page', { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={`${button} ${idle}`}
                onClick={() => onPageChange(page + 1)}
                disabled={page >= pageCount}
                aria-label={t('pagination.next')}
              >
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
