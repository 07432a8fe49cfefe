import { describe, expect, it } from 'vitest';
import { classifyCameraError, NoCameraError } from './camera-failure.ts';
import { scanRegion } from './scan-region.ts';

describe('classifyCameraError (spec §8)', () => {
  it.each([
    [new DOMException('denied', 'NotAllowedError'), 'permission-denied'],
    [new DOMException('insecure', 'SecurityError'), 'permission-denied'],
    [new DOMException('none', 'NotFoundError'), 'no-camera'],
    [new DOMException('none', 'OverconstrainedError'), 'no-camera'],
    [new NoCameraError(), 'no-camera'],
    ['Camera not found.', 'no-camera'],
    [new DOMException('busy', 'NotReadableError'), 'start-failed'],
    [new Error('play() failed'), 'start-failed'],
    [undefined, 'start-failed'],
  ])('reads %s as %s', (error, failure) => {
    expect(classifyCameraError(error)).toBe(failure);
  });
});

describe('scanRegion (spec §9: two thirds of the frame)', () => {
  it('is a centred square of two thirds of the smaller side, decoded at 400 px', () => {
    expect(scanRegion(640, 480)).toEqual({
      x: 160,
      y: 80,
      width: 320,
      height: 320,
      downScaledWidth: 400,
      downScaledHeight: 400,
    });
    expect(scanRegion(720, 1280)).toMatchObject({ x: 120, y: 400, width: 480, height: 480 });
  });
});
