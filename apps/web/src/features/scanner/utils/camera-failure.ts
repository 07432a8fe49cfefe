/** Why the camera could not be used (spec §8 Scanner). */
export type CameraFailure = 'no-camera' | 'permission-denied' | 'start-failed';

const PERMISSION_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);
const MISSING_ERRORS = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']);

/** Reads a getUserMedia or qr-scanner failure ('Camera not found.' is qr-scanner's own). */
export function classifyCameraError(error: unknown): CameraFailure {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (PERMISSION_ERRORS.has(name)) return 'permission-denied';
  if (MISSING_ERRORS.has(name) || error === 'Camera not found.') return 'no-camera';
  return 'start-failed';
}

/** The spec's message for each failure. */
export const CAMERA_FAILURE_MESSAGE: Record<CameraFailure, string> = {
  'no-camera': 'scanner.noCamera',
  'permission-denied': 'scanner.accessFailed',
  'start-failed': 'scanner.startFailed',
};

/** Thrown before asking for a camera when the device has none. */
export class NoCameraError extends Error {
  override readonly name = 'NotFoundError';
}
