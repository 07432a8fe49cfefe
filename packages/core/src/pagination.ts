// Paginator rules of spec §2: every page up to 7, beyond that first, last, the current page's
// neighbours and ellipses.
import { PAGINATION_ALL_PAGES_THRESHOLD } from './constants.ts';

export type PageItem = number | 'ellipsis';

export const pageCount = (totalItems: number, pageSize: number): number =>
  totalItems <= 0 || pageSize <= 0 ? 0 : Math.ceil(totalItems / pageSize);

export const clampPage = (page: number, totalPages: number): number =>
  Math.min(Math.max(1, Math.floor(page)), Math.max(1, totalPages));

/**
 * The buttons of the paginator. A gap of a single page shows that page instead of an ellipsis:
 * '…' standing for one number takes the same room and hides where it leads.
 */
export const pageList = (current: number, totalPages: number): PageItem[] => {
  if (totalPages <= 0) return [];
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  if (totalPages <= PAGINATION_ALL_PAGES_THRESHOLD) return pages;

  const page = clampPage(current, totalPages);
  const shown = new Set([1, page - 1, page, page + 1, totalPages]);
  const items: PageItem[] = [];
  let previous = 0;
  for (const candidate of pages.filter((n) => shown.has(n))) {
    const gap = candidate - previous - 1;
    if (gap === 1) items.push(candidate - 1);
    else if (gap > 1) items.push('ellipsis');
    items.push(candidate);
    previous = candidate;
  }
  return items;
};

/** The items on 1-based `page`. */
export const pageSlice = <T>(items: readonly T[], page: number, pageSize: number): T[] => {
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
};

export type ShowingRange = { from: number; to: number; total: number };

/** The numbers of 'Showing X to Y of Z results'; no results read 0 to 0 of 0. */
export const showingRange = (page: number, pageSize: number, totalItems: number): ShowingRange => {
  if (totalItems <= 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, pageCount(totalItems, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(current * pageSize, totalItems), total: totalItems };
};
