import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A disclosure's open state (a button and the panel it shows): Escape or a tap outside the root
 * closes it. Given `firstItemRef`, opening focuses it; given `buttonRef`, Escape gives focus back
 * to the button. One place for the quick "+", the narrow header's menu and a job's More actions.
 */
export function useDisclosure<Root extends HTMLElement>(
  focus: {
    firstItemRef?: RefObject<HTMLElement | null>;
    buttonRef?: RefObject<HTMLElement | null>;
  } = {},
) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const { firstItemRef, buttonRef } = focus;

  useEffect(() => {
    if (!isOpen) return;
    firstItemRef?.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef?.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, firstItemRef, buttonRef]);

  return { isOpen, setIsOpen, rootRef };
}
