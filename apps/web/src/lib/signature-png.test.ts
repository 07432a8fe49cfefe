import { SIGNATURE_MAX_BYTES } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { fitPng, inkBox } from './signature-png.ts';

/** A fake encoder whose file grows with the area drawn, like a PNG of a scribble. */
const encoderOf = (bytesPerPixel: number, width: number, height: number) => {
  const scales: number[] = [];
  const encode = async (scale: number) => {
    scales.push(scale);
    const size = Math.round(width * scale * height * scale * bytesPerPixel);
    return new Blob([new Uint8Array(size)], { type: 'image/png' });
  };
  return { encode, scales };
};

describe('fitPng: the signature PNG is at most 100 KB', () => {
  it('keeps a small drawing at its size (one encode)', async () => {
    const { encode, scales } = encoderOf(0.05, 600, 200);
    const blob = await fitPng({ width: 600, height: 200 }, encode);
    expect(scales).toEqual([1]);
    expect(blob.size).toBeLessThanOrEqual(SIGNATURE_MAX_BYTES);
  });

  it('scales a wide canvas to 800 px, then shrinks until the file fits', async () => {
    const { encode, scales } = encoderOf(1, 2400, 800);
    const blob = await fitPng({ width: 2400, height: 800 }, encode);
    expect(scales[0]).toBeCloseTo(800 / 2400);
    expect(scales.length).toBeGreaterThan(1);
    expect(blob.size).toBeLessThanOrEqual(SIGNATURE_MAX_BYTES);
    expect(blob.size).toBeGreaterThan(0);
  });

  it('gives up rather than keep a file over the bound', async () => {
    const encode = async () => new Blob([new Uint8Array(SIGNATURE_MAX_BYTES + 1)]);
    await expect(fitPng({ width: 100, height: 100 }, encode)).rejects.toThrow();
  });
});

describe('inkBox', () => {
  const canvas = (width: number, height: number, inked: [number, number][]) => {
    const pixels = new Uint8ClampedArray(width * height * 4);
    for (const [x, y] of inked) pixels[(y * width + x) * 4 + 3] = 255;
    return pixels;
  };

  it('is null when nothing is drawn', () => {
    expect(inkBox(canvas(20, 10, []), 20, 10)).toBeNull();
  });

  it('holds the ink with a margin, within the picture', () => {
    expect(
      inkBox(
        canvas(100, 50, [
          [10, 20],
          [60, 30],
        ]),
        100,
        50,
      ),
    ).toEqual({ x: 2, y: 12, width: 67, height: 27 });
    expect(inkBox(canvas(10, 10, [[0, 9]]), 10, 10)).toEqual({ x: 0, y: 1, width: 9, height: 9 });
  });
});
