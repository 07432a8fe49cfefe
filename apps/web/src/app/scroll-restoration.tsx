import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'jobtrack-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Every new screen opens at its top; Back and Forward return to where the owner was (issue 13),
 * also after a reload. A page changing only its query (a list's filters, the calendar's day)
 * keeps its place. Positions are kept per history entry, for this tab.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const record = () => {
      (positions.current ??= readPositions())[current.current] = window.scrollY;
    };
    const persist = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or off: positions last until the page is left.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = location.key;
    const samePath = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const saved = positions.current[location.key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!samePath) window.scrollTo(0, 0);
  }, [action, location.key, location.pathname, location.hash]);

  return null;
}
