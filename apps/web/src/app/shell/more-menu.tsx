import { Ellipsis, LogOut, Share2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '#web/components/ui/use-disclosure.ts';
import { switcherClasses } from './switchers.tsx';

type MoreMenuProps = { onShare(): void; onSignOut(): void };

const itemClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * Below 360 px the header has no room for every control: share-the-app and sign-out move into
 * this menu (a disclosure: a button and the list it shows), so both stay one tap away (issue 10).
 */
export function MoreMenu({ onShare, onSignOut }: MoreMenuProps) {
  const { t } = useTranslation();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const { isOpen, setIsOpen, rootRef } = useDisclosure<HTMLDivElement>({ firstItemRef, buttonRef });

  const choose = (action: () => void) => {
    setIsOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className="relative min-[360px]:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={switcherClasses('sm')}
        aria-label={t('shell.moreOptions')}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Ellipsis aria-hidden="true" className="h-5 w-5" />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-40 mt-1 w-48 rounded-xl border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        <li>
          <button
            ref={firstItemRef}
            type="button"
            className={itemClasses}
            onClick={() => choose(onShare)}
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {t('shell.shareApp')}
          </button>
        </li>
        <li>
          <button type="button" className={itemClasses} onClick={() => choose(onSignOut)}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('auth.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
