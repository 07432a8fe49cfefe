import { SCANNER_DECODE_TIMEOUT_MS, SCANNER_MAX_SCANS_PER_SECOND } from '#web/config/ui.ts';
import type QrScanner from 'qr-scanner';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { classifyCameraError, NoCameraError, type CameraFailure } from '../utils/camera-failure.ts';
import { scanRegion } from '../utils/scan-region.ts';

export type ScannerPhase =
  | { name: 'starting' }
  | { name: 'scanning' }
  | { name: 'processing' }
  | { name: 'timed-out' }
  | { name: 'camera-failed'; failure: CameraFailure }
  | { name: 'rejected'; messageKey: string };

type Options = {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Handles a decoded code; resolves to a message key to show, or null when it is done. */
  onDecode(text: string): Promise<string | null>;
};

/** Asks for the camera once, so a refusal is told apart from a missing camera (spec §8). */
async function ensureCameraAccess(hasCamera: () => Promise<boolean>): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia || !(await hasCamera())) throw new NoCameraError();
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Runs qr-scanner on a video element while mounted (spec §9: at most 5 decodes a second, a 10 s
 * decode timeout, two thirds of the frame). The library and its decoding worker load on first use.
 */
export function useCameraScanner({ videoRef, onDecode }: Options) {
  const [phase, setPhase] = useState<ScannerPhase>({ name: 'starting' });
  const scannerRef = useRef<QrScanner | null>(null);
  const timeoutRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isBusyRef = useRef(false);
  const isMountedRef = useRef(false);
  // Each start (and each unmount) opens a new session; a slower, older start then stands down.
  const sessionRef = useRef(0);
  const onDecodeRef = useRef(onDecode);
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  const stopScanning = useCallback(() => {
    clearTimeout(timeoutRef.current);
    scannerRef.current?.stop();
  }, []);

  const handleDecode = useCallback(
    async (text: string) => {
      if (isBusyRef.current) return;
      isBusyRef.current = true;
      stopScanning();
      setPhase({ name: 'processing' });
      const messageKey = await onDecodeRef.current(text);
      if (isMountedRef.current && messageKey) setPhase({ name: 'rejected', messageKey });
    },
    [stopScanning],
  );

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    const session = ++sessionRef.current;
    const isCurrent = () => isMountedRef.current && sessionRef.current === session;
    isBusyRef.current = false;
    setPhase({ name: 'starting' });
    try {
      const { default: Scanner } = await import('qr-scanner');
      await ensureCameraAccess(() => Scanner.hasCamera());
      if (!isCurrent()) return;
      scannerRef.current ??= new Scanner(video, (result) => void handleDecode(result.data), {
        returnDetailedScanResult: true,
        maxScansPerSecond: SCANNER_MAX_SCANS_PER_SECOND,
        calculateScanRegion: (frame) => scanRegion(frame.videoWidth, frame.videoHeight),
        preferredCamera: 'environment',
        highlightScanRegion: true,
        // Frames without a code are the normal case while aiming; nothing to report.
        onDecodeError: () => undefined,
      });
      await scannerRef.current.start();
      if (!isCurrent()) return;
      setPhase({ name: 'scanning' });
      clearTimeout(timeoutRef.current);
      timeoutRef.current = setTimeout(() => {
        if (isBusyRef.current) return;
        stopScanning();
        setPhase({ name: 'timed-out' });
      }, SCANNER_DECODE_TIMEOUT_MS);
    } catch (error) {
      if (isCurrent()) setPhase({ name: 'camera-failed', failure: classifyCameraError(error) });
    }
  }, [videoRef, handleDecode, stopScanning]);

  useEffect(() => {
    isMountedRef.current = true;
    void start();
    return () => {
      isMountedRef.current = false;
      sessionRef.current += 1;
      clearTimeout(timeoutRef.current);
      scannerRef.current?.destroy();
      scannerRef.current = null;
    };
  }, [start]);

  return { phase, retry: start };
}
