// The proof's pictures as the PDF takes them (issue 27, decision 069): each file read through the
// data source (the device's copy, else the server's) and redrawn on a canvas as a JPEG (photos,
// at most 1,200 px: jsPDF reads no WebP) or a PNG (the signature, which has no background).
import type { DataSource } from '#web/data/data-source.ts';
import type { PdfImage, PdfProof } from './pdf.ts';
import type { DocumentProof } from './document-proof.ts';
import type { Photo } from '@jobtrack/core';

const PDF_PHOTO_SIDE = 1200;

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** The photo's image as a data URL jsPDF reads; null when the file is not to be had. */
async function pdfImage(
  source: DataSource,
  photo: Photo,
  format: 'image/jpeg' | 'image/png',
): Promise<PdfImage | null> {
  const url = await source.photoUrl(photo, 'image').catch(() => null);
  if (!url) return null;
  try {
    const image = await loadImage(url);
    const scale = Math.min(1, PDF_PHOTO_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    if (format === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return {
      dataUrl: canvas.toDataURL(format, 0.85),
      width: canvas.width,
      height: canvas.height,
    };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The document's proof with its pictures read; a picture not to be had is left out. */
export async function pdfProof(source: DataSource, proof: DocumentProof): Promise<PdfProof> {
  const signatures = await Promise.all(
    proof.signatures.map(async ({ line, photo }) => ({
      line,
      image: photo ? await pdfImage(source, photo, 'image/png') : null,
    })),
  );
  const photos: PdfImage[] = [];
  for (const photo of proof.photos) {
    const image = await pdfImage(source, photo, 'image/jpeg');
    if (image) photos.push(image);
  }
  return { signatures, photos };
}
