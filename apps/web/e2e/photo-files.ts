// A phone camera's photo for the browser tests and the photo budgets (issue 27): a JPEG drawn in
// the page's canvas (4000 × 3000, 12 megapixels), its stored top-left quarter red, with an EXIF
// block built here by hand spliced in after its start: an orientation tag (6: turn 90° clockwise
// to show it upright) and a GPS position, as a camera writes them. Also the few JPEG facts the
// tests read back: the size in its frame header and whether any EXIF or GPS bytes are left.
import type { Page } from '@playwright/test';

/** EXIF orientation 6: the stored picture is shown turned 90° clockwise (a phone held upright). */
export const ORIENTATION_TURN_RIGHT = 6;

type Entry = { tag: number; type: number; count: number; value: Uint8Array };

const TYPE_BYTE = 1;
const TYPE_ASCII = 2;
const TYPE_SHORT = 3;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;

const u16 = (value: number) => Uint8Array.of(value >> 8, value & 0xff);
const u32 = (value: number) =>
  Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const ascii = (text: string) => Uint8Array.from(`${text}\0`, (char) => char.charCodeAt(0));
const rationals = (...values: [number, number][]) =>
  concat(...values.flatMap(([numerator, denominator]) => [u32(numerator), u32(denominator)]));

/**
 * One IFD (big-endian) at `offset` in the TIFF data: its entries, the next IFD (none), then the
 * values longer than 4 bytes. `pointers` fills an entry's value with an offset known only later.
 */
const ifd = (offset: number, entries: Entry[]): Uint8Array => {
  let extra = offset + 2 + entries.length * 12 + 4;
  const tail: Uint8Array[] = [];
  const rows = entries.map((entry) => {
    let value = entry.value;
    if (value.length > 4) {
      tail.push(value);
      value = u32(extra);
      extra += entry.value.length;
    } else {
      value = concat(value, new Uint8Array(4 - value.length));
    }
    return concat(u16(entry.tag), u16(entry.type), u32(entry.count), value);
  });
  return concat(u16(entries.length), ...rows, u32(0), ...tail);
};

/** The APP1 segment of a camera: EXIF with the orientation, a camera name and a GPS position. */
export const exifSegment = (orientation: number): Uint8Array => {
  const make = ascii('JobTrack Test Camera');
  // IFD0 at 8: Make, Orientation, and the GPS IFD's offset (filled below).
  const ifd0Size = (entries: number, extraBytes: number) => 2 + entries * 12 + 4 + extraBytes;
  const gpsOffset = 8 + ifd0Size(3, make.length);
  const ifd0 = ifd(8, [
    { tag: 0x010f, type: TYPE_ASCII, count: make.length, value: make },
    { tag: 0x0112, type: TYPE_SHORT, count: 1, value: u16(orientation) },
    { tag: 0x8825, type: TYPE_LONG, count: 1, value: u32(gpsOffset) },
  ]);
  // 30.2672° N, 97.7431° W (Austin), as degrees, minutes, seconds.
  const gps = ifd(gpsOffset, [
    { tag: 0x0000, type: TYPE_BYTE, count: 4, value: Uint8Array.of(2, 3, 0, 0) },
    { tag: 0x0001, type: TYPE_ASCII, count: 2, value: ascii('N') },
    {
      tag: 0x0002,
      type: TYPE_RATIONAL,
      count: 3,
      value: rationals([30, 1], [16, 1], [192, 100]),
    },
    { tag: 0x0003, type: TYPE_ASCII, count: 2, value: ascii('W') },
    {
      tag: 0x0004,
      type: TYPE_RATIONAL,
      count: 3,
      value: rationals([97, 1], [44, 1], [3516, 100]),
    },
  ]);
  const tiff = concat(Uint8Array.of(0x4d, 0x4d, 0x00, 0x2a), u32(8), ifd0, gps);
  const body = concat(ascii('Exif'), Uint8Array.of(0), tiff);
  return concat(Uint8Array.of(0xff, 0xe1), u16(body.length + 2), body);
};

/** The JPEG with `segment` spliced in right after its start of image (FF D8). */
export const withSegment = (jpeg: Uint8Array, segment: Uint8Array): Uint8Array => {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return concat(jpeg.subarray(0, 2), segment, jpeg.subarray(2));
};

/**
 * A 4000 × 3000 JPEG drawn in `page`'s canvas: a detailed scene (so it weighs what a camera's
 * does), its stored top-left quarter solid red, the rest without red.
 */
export const drawnJpeg = async (page: Page, width = 4000, height = 3000): Promise<Uint8Array> => {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      const sky = context.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#3b82f6');
      sky.addColorStop(1, '#14532d');
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      // A seeded scene of leaves and stones: the same bytes every run. (No named function in
      // here: a bundler's helper around it would not exist in the page.)
      let seed = 27;
      const next: number[] = [];
      for (let i = 0; i < 6000 * 4; i += 1) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        next.push(seed / 2147483648);
      }
      for (let i = 0; i < 6000; i += 1) {
        const [a, b, c, d] = next.slice(i * 4, i * 4 + 4) as [number, number, number, number];
        const shade = Math.floor(a * 160);
        context.fillStyle = `rgb(0, ${60 + shade / 2}, ${shade})`;
        context.beginPath();
        context.arc(b * w, c * h, 4 + d * 40, 0, Math.PI * 2);
        context.fill();
      }
      // A sensor's grain, so the file weighs what a camera's does (3–5 MB).
      const grain = context.getImageData(0, 0, w, h);
      for (let i = 0; i < grain.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const noise = (seed % 33) - 16;
        grain.data[i] = grain.data[i]! + noise;
        grain.data[i + 1] = grain.data[i + 1]! + noise;
        grain.data[i + 2] = grain.data[i + 2]! + noise;
      }
      context.putImageData(grain, 0, 0);
      context.fillStyle = '#ff0000';
      context.fillRect(0, 0, w / 2, h / 2);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    [width, height] as const,
  );
  return Uint8Array.from(Buffer.from(base64, 'base64'));
};

/** A camera's 12-megapixel photo: drawn, then its EXIF (orientation 6 and GPS) spliced in. */
export const cameraJpeg = async (page: Page): Promise<Buffer> =>
  Buffer.from(withSegment(await drawnJpeg(page), exifSegment(ORIENTATION_TURN_RIGHT)));

/** The width and height in a JPEG's frame header (SOF0–SOF2). */
export const jpegSize = (jpeg: Uint8Array): { width: number; height: number } => {
  let at = 2;
  while (at + 9 < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = jpeg[at + 1]!;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (jpeg[at + 5]! << 8) | jpeg[at + 6]!,
        width: (jpeg[at + 7]! << 8) | jpeg[at + 8]!,
      };
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
};

/** Whether the bytes still hold an EXIF block or the GPS position written above. */
export const hasLocationOrExif = (bytes: Uint8Array): boolean => {
  const buffer = Buffer.from(bytes);
  return (
    buffer.includes('Exif') ||
    buffer.includes('JobTrack Test Camera') ||
    // The longitude's seconds (35.16″ as 3516/100): eight bytes no picture has by chance.
    buffer.includes(Buffer.from(rationals([3516, 100])))
  );
};
