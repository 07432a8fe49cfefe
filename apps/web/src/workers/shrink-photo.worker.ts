// Shrinks a photo off the main thread (issue 27, decision 068): decoded upright
// (imageOrientation 'from-image'), drawn at most 1,600 px on its longest side and re-encoded as
// JPEG at 0.8 — the re-encoding keeps no metadata (EXIF location, camera) — with a 320 px
// thumbnail. A signature's PNG is only measured: it is kept as drawn.
/// <reference lib="webworker" />
import { PHOTO_LONGEST_SIDE, PHOTO_QUALITY, PHOTO_THUMB_SIDE } from '@jobtrack/core';
import type { ShrinkAnswer, ShrinkRequest } from '../data/shared/photo-shrink-types.ts';

/** Above this, a photo is encoded again a little lower (issue 27: at most ~400 KB). */
const TARGET_BYTES = 400 * 1024;

const fit = (width: number, height: number, side: number): [number, number] => {
  const scale = Math.min(1, side / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
};

const draw = (source: CanvasImageSource, width: number, height: number): OffscreenCanvas => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this worker');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
};

const shrink = async (request: ShrinkRequest): Promise<ShrinkAnswer> => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(request.file, { imageOrientation: 'from-image' });
  } catch {
    return { id: request.id, ok: false, code: 'not_an_image' };
  }
  try {
    if (request.keep) {
      // The signature: its PNG as drawn, its thumbnail the same file.
      return {
        id: request.id,
        ok: true,
        image: request.file,
        thumb: request.file,
        width: bitmap.width,
        height: bitmap.height,
        contentType: 'image/png',
      };
    }
    const [width, height] = fit(bitmap.width, bitmap.height, PHOTO_LONGEST_SIDE);
    const canvas = draw(bitmap, width, height);
    let quality = PHOTO_QUALITY;
    let image = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    while (image.size > TARGET_BYTES && quality > 0.55) {
      quality -= 0.1;
      image = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const [thumbWidth, thumbHeight] = fit(width, height, PHOTO_THUMB_SIDE);
    const thumb = await draw(canvas, thumbWidth, thumbHeight).convertToBlob({
      type: 'image/jpeg',
      quality: 0.7,
    });
    return { id: request.id, ok: true, image, thumb, width, height, contentType: 'image/jpeg' };
  } finally {
    bitmap.close();
  }
};

self.addEventListener('message', (event: MessageEvent<ShrinkRequest>) => {
  void shrink(event.data).then(
    (answer) => self.postMessage(answer),
    (error: unknown) =>
      self.postMessage({
        id: event.data.id,
        ok: false,
        code: 'failed',
        message: String(error),
      } satisfies ShrinkAnswer),
  );
});
