import {
  QR_DEMO_AUTO_ADVANCE_MS,
  QR_DEMO_SCANNED_LABEL_MS,
  QR_DEMO_SCANNER_MS,
  QR_DEMO_SLIDE_OUT_MS,
} from '#web/config/ui.ts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** idle -> scanning (the scanner overlay) -> scanned (the result label) -> result (the card). */
export type ScanPhase = 'idle' | 'scanning' | 'scanned' | 'result';

const NEXT_PHASE: Partial<Record<ScanPhase, { next: ScanPhase; afterMs: number }>> = {
  scanning: { next: 'scanned', afterMs: QR_DEMO_SCANNER_MS },
  scanned: { next: 'result', afterMs: QR_DEMO_SCANNED_LABEL_MS },
};

/**
 * The landing page's QR demo (spec §2, §9): the highlighted step moves on by itself once, after
 * 3 s; a chosen step holds a 300 ms transition during which other choices are ignored; a scan
 * plays the scanner for 2 s and the scanned label for 1.5 s before the sample customer card.
 */
export function useQrDemo(stepCount: number) {
  const [activeStep, setActiveStep] = useState(0);
  const [isTransitioning, setIsTransitioning] = useState(false);
  const [scanPhase, setScanPhase] = useState<ScanPhase>('idle');
  const autoAdvance = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showStep = useCallback((index: number) => {
    setActiveStep(index);
    setIsTransitioning(true);
  }, []);

  // Once only: after the visitor's own choice, or the first move, the highlight stays put.
  useEffect(() => {
    autoAdvance.current = setTimeout(() => showStep(1 % stepCount), QR_DEMO_AUTO_ADVANCE_MS);
    return () => clearTimeout(autoAdvance.current);
  }, [showStep, stepCount]);

  useEffect(() => {
    if (!isTransitioning) return;
    const timer = setTimeout(() => setIsTransitioning(false), QR_DEMO_SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [isTransitioning]);

  useEffect(() => {
    const step = NEXT_PHASE[scanPhase];
    if (!step) return;
    const timer = setTimeout(() => setScanPhase(step.next), step.afterMs);
    return () => clearTimeout(timer);
  }, [scanPhase]);

  const selectStep = useCallback(
    (index: number) => {
      if (isTransitioning || index === activeStep) return;
      clearTimeout(autoAdvance.current);
      showStep(index);
    },
    [isTransitioning, activeStep, showStep],
  );

  const startScan = useCallback(() => {
    setScanPhase((phase) => (phase === 'idle' || phase === 'result' ? 'scanning' : phase));
  }, []);

  return { activeStep, isTransitioning, selectStep, scanPhase, startScan };
}
