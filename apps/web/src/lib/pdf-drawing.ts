// The drawing both PDFs made on the device share (invoices and receipts, decision 034; quotes,
// issue 26): jsPDF loaded only when a PDF is made, the business block, a titled text block, an
// image that may be unreadable, and the file's name. Each document lays out the rest itself.
import type { jsPDF } from 'jspdf';

export type Pdf = jsPDF;

export const PDF_MARGIN = 48;

/** A letter-size PDF in points, jsPDF loaded now (it is not in the app's first load). */
export async function newPdf(title: string, creator: string): Promise<Pdf> {
  const { jsPDF: Pdf } = await import('jspdf');
  const pdf = new Pdf({ unit: 'pt', format: 'letter' });
  pdf.setProperties({ title, creator });
  return pdf;
}

/** `number-Business-Name.pdf`, letters and digits only; 'draft' before the server numbers it. */
export const pdfFileName = (number: string | null, businessName: string): string =>
  `${number ?? 'draft'}${businessName ? `-${businessName}` : ''}`
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/-+/g, '-')
    .concat('.pdf');

/** Draws a PNG or JPEG data URL; false (and nothing drawn) when jsPDF cannot read it. */
export function drawImage(pdf: Pdf, dataUrl: string, x: number, y: number, w: number, h: number) {
  const format = /^data:image\/(png|jpe?g)/i.exec(dataUrl)?.[1]?.toUpperCase();
  if (!format) return false;
  try {
    pdf.addImage(dataUrl, format === 'JPG' ? 'JPEG' : format, x, y, w, h);
    return true;
  } catch {
    return false;
  }
}

type Business = { name: string; phone: string; email: string; address: string; logo?: string };

/** The logo, name and contact lines at the top left; answers where the block ends. */
export function drawBusiness(pdf: Pdf, business: Business, top: number): number {
  let y = top;
  // A logo jsPDF cannot read is left out; the document still carries the business name.
  if (business.logo && drawImage(pdf, business.logo, PDF_MARGIN, y, 64, 64)) y += 72;
  pdf.setFont('helvetica', 'bold').setFontSize(14);
  pdf.text(business.name, PDF_MARGIN, y + 12);
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  const lines = [business.phone, business.email, business.address]
    .map((value) => value.trim())
    .filter(Boolean);
  lines.forEach((line, i) => pdf.text(line, PDF_MARGIN, y + 28 + i * 14));
  return y + 40 + lines.length * 14;
}

/** A bold title and its wrapped text (nothing when the text is empty); answers the next y. */
export function drawTextBlock(pdf: Pdf, y: number, title: string, body: string): number {
  if (!body.trim()) return y;
  const right = pdf.internal.pageSize.getWidth() - PDF_MARGIN;
  pdf.setFont('helvetica', 'bold').text(title, PDF_MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  const wrapped = pdf.splitTextToSize(body, right - PDF_MARGIN) as string[];
  pdf.text(wrapped, PDF_MARGIN, y + 14);
  return y + 24 + wrapped.length * 12;
}

/** Starts a new page when `height` more points would run past the bottom margin. */
export function roomFor(pdf: Pdf, y: number, height: number): number {
  if (y + height <= pdf.internal.pageSize.getHeight() - PDF_MARGIN) return y;
  pdf.addPage();
  return PDF_MARGIN;
}
