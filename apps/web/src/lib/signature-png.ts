// The customer's drawn signature as a small PNG (issue 27, decision 069): the ink's box cut out
// of the canvas (with a margin), at most SIGNATURE_SIDE px on its longest side, and made smaller
// still until the file is within SIGNATURE_MAX_BYTES (a finger's scribble is 5–30 KB).
import { SIGNATURE_MAX_BYTES } from '@jobtrack/core';

/** The longest side the signature is kept at: sharp on a receipt, small on the wire. */
export const SIGNATURE_SIDE = 800;
/** How far each try shrinks the picture when the file is still too big. */
const SHRINK = 0.7;
/** Below this the drawing is not worth keeping; the encoder must have gone wrong. */
const SMALLEST_SCALE = 0.05;

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The smallest box holding every pixel with ink (alpha above 0), widened by `margin` within the
 * picture; null when nothing is drawn.
 */
export function inkBox(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  margin = 8,
): Box | null {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (pixels[(y * width + x) * 4 + 3]! === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return {
    x,
    y,
    width: Math.min(width, right + margin + 1) - x,
    height: Math.min(height, bottom + margin + 1) - y,
  };
}

/**
 * Encodes at a scale that fits `longestSide`, then smaller (×0.7 a try) until the file is at most
 * `maxBytes`. `encode(scale)` makes the PNG at that scale. Throws when no scale fits.
 */
export async function fitPng(
  box: { width: number; height: number },
  encode: (scale: number) => Promise<Blob>,
  { longestSide = SIGNATURE_SIDE, maxBytes = SIGNATURE_MAX_BYTES } = {},
): Promise<Blob> {
  let scale = Math.min(1, longestSide / Math.max(box.width, box.height));
  while (scale >= SMALLEST_SCALE) {
    const blob = await encode(scale);
    if (blob.size <= maxBytes) return blob;
    scale *= SHRINK;
  }
  throw new Error('The signature could not be made small enough');
}

/** The canvas's drawing as a trimmed PNG within the size bound; null when nothing is drawn. */
export async function signaturePng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { width, height } = canvas;
  const box = inkBox(context.getImageData(0, 0, width, height).data, width, height);
  if (!box) return null;
  return fitPng(box, (scale) => {
    const out = document.createElement('canvas');
    out.width = Math.max(1, Math.round(box.width * scale));
    out.height = Math.max(1, Math.round(box.height * scale));
    out
      .getContext('2d')
      ?.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, out.width, out.height);
    return new Promise<Blob>((resolve, reject) =>
      out.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('No PNG from the canvas'))),
        'image/png',
      ),
    );
  });
}
