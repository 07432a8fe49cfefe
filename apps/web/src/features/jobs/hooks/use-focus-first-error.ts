import { useCallback, useRef } from 'react';

/** After a refused submit, moves focus to the first field marked invalid, so it is announced. */
export function useFocusFirstError<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const focusFirstError = useCallback(() => {
    requestAnimationFrame(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }, []);
  return { ref, focusFirstError };
}
