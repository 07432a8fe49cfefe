// The proof's pictures as the PDF takes them (issue 27, decision 069): each file read through the
// data source (the device's copy, else the server's) and redrawn on a canvas as a JPEG (photos,
// at most 1,200 px: jsPDF reads no WebP) or a PNG (the signature, which has no background).
import type { DataSource } from '#web/data/data-source.ts';
import type { PdfImage, PdfProof } from './pdf.ts';
import type { DocumentProof } from './document-proof.ts';
import type { Photo } from '@jobtrack/core';

const PDF_PHOTO_SIDE = 1200;

/** The photo's image as a data URL jsPDF reads; null when the file is not to be had. */
async function pdfImage(
  source: DataSource,
  photo: Photo,
  format: 'image/jpeg' | 'image/png',
): Promise<PdfImage | null> {
  const file = await source.photoFile(photo, 'image').catch(() => null);
  if (!file) return null;
  try {
    const image = await createImageBitmap(file);
    const scale = Math.min(1, PDF_PHOTO_SIDE / Math.max(image.width, image.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    if (format === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    image.close();
    return {
      dataUrl: canvas.toDataURL(format, 0.85),
      width: canvas.width,
      height: canvas.height,
    };
  } catch {
    return null;
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
