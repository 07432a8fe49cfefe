import { useRef, type ReactNode, type RefObject } from 'react';
import { Pagination } from './pagination.tsx';
import { Tabs, type TabItem } from './tabs.tsx';

type PagedTabsProps<Key extends string> = {
  /** The tablist's name. */
  label: string;
  items: ReadonlyArray<TabItem<Key>>;
  selected: Key;
  onSelect(key: Key): void;
  isFilled?: boolean;
  /** The selected tab's page (already clamped to the pages there are). */
  page: number;
  pageSize: number;
  /** How many rows the selected tab holds. */
  total: number;
  onPageChange(page: number): void;
  /** Shown instead of the rows and the paginator when the tab holds none. */
  empty: ReactNode;
  /** The page's rows. */
  children: ReactNode;
  /** Where a new page scrolls to (default: the top of the tabs). */
  topRef?: RefObject<HTMLElement | null>;
};

/**
 * A list in tabs, a page at a time (spec §2: the jobs and payments lists, 10 a page): the tabs,
 * then the empty state or the page's rows with the paginator. A new page starts at the top of
 * the list, not at the paginator.
 */
export function PagedTabs<Key extends string>({
  page,
  pageSize,
  total,
  onPageChange,
  empty,
  children,
  topRef,
  ...tabs
}: PagedTabsProps<Key>) {
  const ownTop = useRef<HTMLDivElement>(null);
  const top = topRef ?? ownTop;
  return (
    <div ref={topRef ? undefined : ownTop} className="scroll-mt-4">
      <Tabs {...tabs}>
        {total === 0 ? (
          empty
        ) : (
          <>
            {children}
            <Pagination
              page={page}
              pageSize={pageSize}
              total={total}
              onPageChange={(next) => {
                onPageChange(next);
                top.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </>
        )}
      </Tabs>
    </div>
  );
}
