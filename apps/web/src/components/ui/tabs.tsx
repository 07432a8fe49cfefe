import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<Key extends string> = { key: Key; label: string };

type TabsProps<Key extends string> = {
  /** What the tabs choose between, for screen readers (the tablist's name). */
  label: string;
  items: ReadonlyArray<TabItem<Key>>;
  selected: Key;
  onSelect(key: Key): void;
  /** The selected tab's content. */
  children: ReactNode;
  /**
   * Share the width equally, a long label wrapping onto two lines, so every tab shows at 360 px
   * in any language (issue 13); otherwise the row scrolls sideways when it does not fit.
   */
  isFilled?: boolean;
};

/**
 * The ARIA tabs pattern: one tab in the page's tab order, arrows (and Home/End) move between
 * tabs and select them at once, the panel is labelled by its tab.
 */
export function Tabs<Key extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  isFilled = false,
}: TabsProps<Key>) {
  const baseId = useId();
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = items[target]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={`-mx-1 border-b border-gray-200 px-1 dark:border-gray-700 ${
          isFilled ? 'grid auto-cols-fr grid-flow-col' : 'flex gap-1 overflow-x-auto'
        }`}
      >
        {items.map((item) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) refs.current.set(item.key, element);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={handleKeyDown}
              className={`-mb-px min-h-11 border-b-2 font-medium ${
                isFilled
                  ? 'min-w-0 px-0.5 py-1 text-center text-xs leading-tight sm:text-sm'
                  : 'shrink-0 whitespace-nowrap px-3 text-sm'
              } focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-600 ${
                isSelected
                  ? 'border-blue-600 text-blue-700 dark:border-blue-400 dark:text-blue-300'
                  : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {children}
      </div>
    </div>
  );
}
