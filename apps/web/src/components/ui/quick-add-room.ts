import { useEffect, type RefObject } from 'react';

// The quick "+" (app/shell/quick-add.tsx) floats at the bottom right of every app screen, over
// whatever scrolls beneath it. Two ways keep it off a control (decision 052): a bar fixed at the
// bottom lends it its height, so the "+" floats above the bar; a row of controls that can pass
// under it leaves room at its right end on a phone, where the "+" floats over the content.

/** The CSS variable the quick "+" adds to its distance from the tab bar. */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/**
 * Right padding for a row of controls on a phone (below `md`): the "+" (56 px, 16 px from the
 * screen's edge) reaches 40 px into a card's content at the page's 16 px margin and the card's
 * 16 px padding; 44 px leaves a gap.
 */
export const QUICK_ADD_ROOM = 'max-md:pr-11';

/** While mounted, the fixed bar at `ref` lends its height to the quick "+", which moves above it. */
export function useBottomBarHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const lend = () => root.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${bar.offsetHeight}px`);
    lend();
    // Where there is no ResizeObserver (jsdom in unit tests), the first height stands.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(lend);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [ref]);
}
