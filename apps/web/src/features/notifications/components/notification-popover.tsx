import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type NotificationPopoverProps = {
  title: string;
  /** The bell: clicks on it are its own, and focus goes back to it on Escape. */
  anchorRef: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
};

/**
 * The wide-screen panel (spec §2: a popover), hung under the bell. It is not modal: the page
 * stays usable, and a click outside or Escape closes it.
 */
export function NotificationPopover({
  title,
  anchorRef,
  onClose,
  children,
}: NotificationPopoverProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    ref.current?.focus();
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node &&
      !ref.current?.contains(target) &&
      !anchorRef.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      anchorRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onClose();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [anchorRef, onClose]);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute top-full right-0 z-40 mt-2 flex max-h-[min(36rem,calc(100dvh-5rem))] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-2xl bg-white text-gray-900 shadow-xl ring-1 ring-gray-200 focus:outline-none dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-700"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3 dark:border-gray-700">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => {
            onClose();
            anchorRef.current?.focus();
          }}
          aria-label={t('common.close')}
          className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="overflow-y-auto px-3 py-3">{children}</div>
    </div>
  );
}
