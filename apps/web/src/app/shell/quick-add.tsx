import { CalendarPlus, FileSignature, Plus, UserPlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { paths } from '#web/config/paths.ts';

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * The quick "+" on every app screen (issue 13): a new job, a new customer or a new quote (issue
 * 26), two taps from anywhere. A disclosure (a button and the links it shows), floating above the tab bar's right
 * end, and above a screen's bottom bar when it has one (the job's actions: the bar lends its
 * height through a CSS variable, components/ui/quick-add-room.ts); the shell leaves room below
 * the content so it never covers the last of a page.
 */
export function QuickAdd() {
  const { t } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const { isOpen, setIsOpen, rootRef } = useDisclosure<HTMLElement>({ firstItemRef, buttonRef });

  // Any navigation closes it (a link chosen here, or Back).
  useEffect(() => setIsOpen(false), [location.key, setIsOpen]);

  return (
    <nav
      ref={rootRef}
      aria-label={t('shell.quickAddMenu')}
      className="fixed right-4 bottom-[calc(4.25rem+var(--bottom-bar-height,0px)+env(safe-area-inset-bottom))] z-30 md:right-[max(1rem,calc(50vw-30rem))]"
    >
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute right-0 bottom-full mb-2 w-52 rounded-xl border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        <li>
          <Link ref={firstItemRef} to={paths.newJob} className={itemClasses}>
            <CalendarPlus aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-300" />
            {t('nav.scheduleJob')}
          </Link>
        </li>
        <li>
          <Link to={paths.newCustomer} className={itemClasses}>
            <UserPlus aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-300" />
            {t('nav.addCustomer')}
          </Link>
        </li>
        <li>
          <Link to={paths.newQuote} className={itemClasses}>
            <FileSignature
              aria-hidden="true"
              className="h-5 w-5 text-blue-700 dark:text-blue-300"
            />
            {t('nav.newQuote')}
          </Link>
        </li>
      </ul>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('shell.quickAdd')}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Plus aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </nav>
  );
}
