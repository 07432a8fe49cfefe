// The profile picture (spec §2, §3): any image the browser can draw, stored as a small JPEG
// data URL so browser storage and the server's 300 KB limit are never at risk.
import { PROFILE_IMAGE_MAX_CHARS } from '@jobtrack/core/wire';

/** The longest side of the stored picture, in pixels: sharp at twice the 96 px it is shown. */
export const PROFILE_IMAGE_MAX_PX = 256;

/** The picked file is not an image the browser can read, or it stays too large. */
export class ProfileImageError extends Error {
  constructor() {
    super('profile.imageInvalid');
    this.name = 'ProfileImageError';
  }
}

/** The size that fits `width` x `height` inside `max` x `max`, never enlarging. */
export function scaledSize(width: number, height: number, max = PROFILE_IMAGE_MAX_PX) {
  // An SVG without a size reads as 0 x 0: draw it at the full size.
  if (!(width > 0) || !(height > 0)) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ProfileImageError());
    image.src = url;
  });

export async function imageFileToDataUrl(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ProfileImageError();
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new ProfileImageError();
    // JPEG has no transparency: a logo on a transparent background gets a white one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
    if (!dataUrl.startsWith('data:image/') || dataUrl.length > PROFILE_IMAGE_MAX_CHARS) {
      throw new ProfileImageError();
    }
    return dataUrl;
  } finally {
    URL.revokeObjectURL(url);
  }
}
