// The document as a PDF, made on the device (decision 034), with the drawing it shares with the
// quote's PDF (lib/pdf-drawing.ts, which loads jsPDF only when a PDF is made).
import { documentPayNow, documentView, type InvoiceDocument } from '@jobtrack/core';
import {
  drawBusiness,
  drawTextBlock,
  newPdf,
  PDF_MARGIN as MARGIN,
  pdfFileName as fileName,
  roomFor,
} from '#web/lib/pdf-drawing.ts';
import { drawQrImage } from '#web/lib/qr-image.ts';

/** The Pay now QR code's side, in points (about 1.3 in: a phone reads it from paper). */
const PAY_NOW_QR = 96;

export const pdfFileName = (document: InvoiceDocument): string =>
  fileName(document.number, document.business.name);

/**
 * The PDF's bytes: business, customer, lines, totals, Pay now (a link and its QR code, while a
 * balance is owed and the business has a payment link; decision 060), note and payment
 * instructions.
 */
export async function makeDocumentPdf(document: InvoiceDocument): Promise<Blob> {
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
  pdf.text(texts.thanks, MARGIN, y + 8);
  return pdf.output('blob');
}
