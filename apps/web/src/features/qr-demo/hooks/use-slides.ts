import {
  QR_DEMO_AUTO_ADVANCE_MS,
  QR_DEMO_SLIDE_OUT_MS,
  QR_DEMO_TRANSITION_DELAY_MS,
} from '#web/config/ui.ts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** 'out': the old slide leaves (300 ms); 'in': the new one waits 50 ms, then slides in. */
export type SlidePhase = 'idle' | 'out' | 'in';

/**
 * The QR demo's slide position (spec §9): a change takes 300 ms of slide-out plus a 50 ms delay,
 * during which further changes are ignored; the first slide moves on by itself once, after 3 s,
 * unless the visitor has moved first.
 */
export function useSlides(count: number) {
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<SlidePhase>('idle');
  const [direction, setDirection] = useState<1 | -1>(1);
  const stateRef = useRef({ index: 0, isMoving: false, hasMoved: false });
  const timersRef = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const later = (run: () => void, ms: number) => {
    timersRef.current.push(setTimeout(run, ms));
  };

  const goTo = useCallback(
    (target: number) => {
      const state = stateRef.current;
      if (state.isMoving || target === state.index || target < 0 || target >= count) return;
      state.isMoving = true;
      state.hasMoved = true;
      setDirection(target > state.index ? 1 : -1);
      setPhase('out');
      later(() => {
        state.index = target;
        setIndex(target);
        setPhase('in');
        later(() => {
          state.isMoving = false;
          setPhase('idle');
        }, QR_DEMO_TRANSITION_DELAY_MS);
      }, QR_DEMO_SLIDE_OUT_MS);
    },
    [count],
  );

  useEffect(() => {
    const timers = timersRef.current;
    const autoAdvance = setTimeout(() => {
      if (!stateRef.current.hasMoved) goTo(1);
    }, QR_DEMO_AUTO_ADVANCE_MS);
    return () => {
      clearTimeout(autoAdvance);
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
    };
  }, [goTo]);

  return {
    index,
    phase,
    direction,
    isMoving: phase !== 'idle',
    goTo,
    next: () => goTo(stateRef.current.index + 1),
    previous: () => goTo(stateRef.current.index - 1),
  };
}
