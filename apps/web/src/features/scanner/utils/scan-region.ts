import { SCAN_REGION_FRACTION } from '#web/config/ui.ts';

/** The canvas size qr-scanner decodes on (its DEFAULT_CANVAS_SIZE). */
export const SCAN_CANVAS_SIZE = 400;

export type ScanRegion = {
  x: number;
  y: number;
  width: number;
  height: number;
  downScaledWidth: number;
  downScaledHeight: number;
};

/**
 * Spec §9: the default scan region, a centred square of two thirds of the frame's smaller side,
 * decoded at 400 px (the same region qr-scanner uses by default, made explicit here).
 */
export function scanRegion(videoWidth: number, videoHeight: number): ScanRegion {
  const size = Math.round(SCAN_REGION_FRACTION * Math.min(videoWidth, videoHeight));
  return {
    x: Math.round((videoWidth - size) / 2),
    y: Math.round((videoHeight - size) / 2),
    width: size,
    height: size,
    downScaledWidth: SCAN_CANVAS_SIZE,
    downScaledHeight: SCAN_CANVAS_SIZE,
  };
}
