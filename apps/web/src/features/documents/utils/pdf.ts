// The document as a PDF, made on the device (decision 034), with the drawing it shares with the
// quote's PDF (lib/pdf-drawing.ts, which loads jsPDF only when a PDF is made).
import { documentPayNow, documentView, PHOTO_TEXTS, type InvoiceDocument } from '@jobtrack/core';
import {
  drawBusiness,
  drawImage,
  drawTextBlock,
  newPdf,
  PDF_MARGIN as MARGIN,
  pdfFileName as fileName,
  roomFor,
  type Pdf,
} from '#web/lib/pdf-drawing.ts';
import { drawQrImage } from '#web/lib/qr-image.ts';

/** The Pay now QR code's side, in points (about 1.3 in: a phone reads it from paper). */
const PAY_NOW_QR = 96;

/** A picture ready for the PDF: a PNG or JPEG data URL and its size in px. */
export type PdfImage = { dataUrl: string; width: number; height: number };

/**
 * The proof of work a document prints (issue 27, decision 069): each signed job's line (core's
 * words, the document's language) with its drawing, and the photos the owner chose.
 */
export type PdfProof = {
  signatures: { line: string; image: PdfImage | null }[];
  photos: PdfImage[];
};

/** The signature's drawing's height and the largest box a photo is fitted into, in points. */
const SIGNATURE_HEIGHT = 56;
const PHOTO_BOX = { width: 246, height: 200 };

export const pdfFileName = (document: InvoiceDocument): string =>
  fileName(document.number, document.business.name);

/** `image` fitted into `box`, its aspect kept. */
const fitted = (image: PdfImage, box: { width: number; height: number }) => {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
};

/** The signed lines with their drawings, then the chosen photos two a row; answers the next y. */
function drawProof(pdf: Pdf, y: number, proof: PdfProof, language: InvoiceDocument['language']) {
  const words = PHOTO_TEXTS[language];
  for (const { line, image } of proof.signatures) {
    const size = image
      ? fitted(image, { width: PHOTO_BOX.width, height: SIGNATURE_HEIGHT })
      : { width: 0, height: 0 };
    y = roomFor(pdf, y, size.height + 24);
    if (image && drawImage(pdf, image.dataUrl, MARGIN, y, size.width, size.height)) {
      y += size.height + 4;
      pdf.setLineWidth(0.5).line(MARGIN, y, MARGIN + PHOTO_BOX.width, y);
      y += 14;
    } else {
      y += 4;
    }
    pdf.setFont('helvetica', 'normal').setFontSize(10).text(line, MARGIN, y);
    y += 24;
  }
  if (proof.photos.length === 0) return y;
  y = roomFor(pdf, y, 40);
  pdf.setFont('helvetica', 'bold').text(words.photos, MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  y += 12;
  for (let i = 0; i < proof.photos.length; i += 2) {
    const row = proof.photos
      .slice(i, i + 2)
      .map((image) => ({ image, ...fitted(image, PHOTO_BOX) }));
    const height = Math.max(...row.map((item) => item.height));
    y = roomFor(pdf, y, height + 12);
    row.forEach((item, column) =>
      drawImage(
        pdf,
        item.image.dataUrl,
        MARGIN + column * (PHOTO_BOX.width + 12),
        y,
        item.width,
        item.height,
      ),
    );
    y += height + 12;
  }
  return y + 8;
}

/**
 * The PDF's bytes: business, customer, lines, totals, Pay now (a link and its QR code, while a
 * balance is owed and the business has a payment link; decision 060), note and payment
 * instructions, then the proof of work (the signed lines and the chosen photos, decision 069).
 */
export async function makeDocumentPdf(
  document: InvoiceDocument,
  proof: PdfProof = { signatures: [], photos: [] },
): Promise<Blob> {
  const view = documentView(document);
  const { texts } = view;
  const pdf = await newPdf(`${view.title} ${view.number}`, document.business.name);
  const width = pdf.internal.pageSize.getWidth();
  const right = width - MARGIN;
  const businessEnd = drawBusiness(pdf, document.business, MARGIN);

  pdf.setFont('helvetica', 'bold').setFontSize(22);
  pdf.text(view.title, right, MARGIN + 12, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  pdf.text(`${texts.number}: ${view.number}`, right, MARGIN + 32, { align: 'right' });
  pdf.text(`${texts.date}: ${view.issued}`, right, MARGIN + 46, { align: 'right' });
  if (view.due && document.balance > 0) {
    pdf.text(`${texts.dueDate}: ${view.due}`, right, MARGIN + 60, { align: 'right' });
  }
  let y = Math.max(businessEnd, MARGIN + 90);

  pdf.setFont('helvetica', 'bold').text(texts.billTo, MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  const customerLines = [
    document.customer.name,
    document.customer.phone,
    document.customer.email,
    document.customer.address,
  ].filter((value) => value.trim() !== '');
  customerLines.forEach((line, i) => pdf.text(line, MARGIN, y + 16 + i * 14));
  y += 32 + customerLines.length * 14;

  pdf.setFont('helvetica', 'bold');
  pdf.text(texts.service, MARGIN, y);
  pdf.text(texts.date, width * 0.55, y);
  pdf.text(texts.amount, right, y, { align: 'right' });
  pdf.setLineWidth(0.5).line(MARGIN, y + 6, right, y + 6);
  pdf.setFont('helvetica', 'normal');
  y += 22;
  for (const line of view.lines) {
    const service = pdf.splitTextToSize(line.service, width * 0.55 - MARGIN - 12) as string[];
    y = roomFor(pdf, y, service.length * 14);
    pdf.text(service, MARGIN, y);
    pdf.text(line.date, width * 0.55, y);
    pdf.text(line.amount, right, y, { align: 'right' });
    y += service.length * 14 + 6;
  }
  pdf.line(MARGIN, y - 4, right, y - 4);
  y += 14;
  const totals: [string, string][] = [
    [texts.total, view.total],
    [texts.paid, view.paid],
    ...(view.method ? [[texts.method, view.method] as [string, string]] : []),
    ...(view.paidOn ? [[texts.paidOn, view.paidOn] as [string, string]] : []),
  ];
  for (const [label, value] of totals) {
    pdf.text(label, width * 0.55, y);
    pdf.text(value, right, y, { align: 'right' });
    y += 16;
  }
  pdf.setFont('helvetica', 'bold').setFontSize(12);
  pdf.text(texts.balance, width * 0.55, y + 4);
  pdf.text(view.balance, right, y + 4, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  y += 32;

  const payNow = documentPayNow(document);
  if (payNow) {
    const qr = await drawQrImage(payNow.href);
    if (y + PAY_NOW_QR + 24 > pdf.internal.pageSize.getHeight() - MARGIN) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.setFont('helvetica', 'bold').setFontSize(16).setTextColor(37, 99, 235);
    pdf.textWithLink(`${texts.payNow}: ${payNow.label}`, MARGIN, y + 16, { url: payNow.href });
    pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(75, 85, 99);
    const address = pdf.splitTextToSize(payNow.href, right - MARGIN - PAY_NOW_QR - 24) as string[];
    pdf.text(address, MARGIN, y + 34);
    pdf.addImage(qr, 'PNG', right - PAY_NOW_QR, y, PAY_NOW_QR, PAY_NOW_QR);
    pdf.text(texts.scanToPay, right - PAY_NOW_QR / 2, y + PAY_NOW_QR + 10, { align: 'center' });
    pdf.setFontSize(10).setTextColor(0, 0, 0);
    y += PAY_NOW_QR + 32;
  }

  y = drawTextBlock(pdf, y, texts.note, document.note);
  if (document.balance > 0) {
    y = drawTextBlock(pdf, y, texts.paymentInstructions, document.business.paymentInstructions);
  }
  y = drawProof(pdf, y, proof, document.language);
  y = roomFor(pdf, y, 16);
  pdf.text(texts.thanks, MARGIN, y + 8);
  return pdf.output('blob');
}
