// The quote as a PDF, made on the device (issue 26) with the invoice's engine and drawing
// (lib/pdf-drawing.ts: jsPDF is loaded only when a PDF is made), in the quote's language.
import type { QUOTE_TEXTS } from '@jobtrack/core';
import { formatDate, quoteView, type Quote } from '@jobtrack/core';
import {
  drawBusiness,
  drawImage,
  drawTextBlock,
  newPdf,
  PDF_MARGIN as MARGIN,
  pdfFileName,
  roomFor,
} from '#web/lib/pdf-drawing.ts';

export const quotePdfName = (quote: Quote): string =>
  pdfFileName(quote.number, quote.business.name);

/** When it was accepted, in the quote's language: '23 nov 2026, 3:05 p. m.'. */
const answeredAt = (quote: Quote, at: string) =>
  `${formatDate(at, quote.language)}, ${new Date(at).toLocaleTimeString(
    quote.language === 'es' ? 'es-US' : 'en-US',
    { hour: 'numeric', minute: '2-digit' },
  )}`;

/** The PDF's bytes: business, customer, items (optional ones marked), total, notes, repeats, answer. */
export async function makeQuotePdf(quote: Quote): Promise<Blob> {
  const view = quoteView(quote);
  const { texts } = view;
  const words = PDF_WORDS[quote.language];
  const pdf = await newPdf(`${texts.quote} ${view.number}`, quote.business.name);
  const width = pdf.internal.pageSize.getWidth();
  const right = width - MARGIN;
  const businessEnd = drawBusiness(pdf, quote.business, MARGIN);

  pdf.setFont('helvetica', 'bold').setFontSize(22);
  pdf.text(texts.quote, right, MARGIN + 12, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  pdf.text(`${texts.number}: ${view.number}`, right, MARGIN + 32, { align: 'right' });
  pdf.text(`${texts.date}: ${view.issued}`, right, MARGIN + 46, { align: 'right' });
  pdf.text(`${texts.validUntil}: ${view.validUntil}`, right, MARGIN + 60, { align: 'right' });
  let y = Math.max(businessEnd, MARGIN + 90);

  pdf.setFont('helvetica', 'bold').text(texts.for, MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  const customerLines = [
    quote.customer.name,
    quote.customer.phone,
    quote.customer.email,
    quote.customer.address,
  ].filter((value) => value.trim() !== '');
  customerLines.forEach((line, i) => pdf.text(line, MARGIN, y + 16 + i * 14));
  y += 32 + customerLines.length * 14;

  const qtyX = width * 0.55;
  const priceX = width * 0.72;
  pdf.setFont('helvetica', 'bold');
  pdf.text(texts.description, MARGIN, y);
  pdf.text(texts.quantity, qtyX, y, { align: 'right' });
  pdf.text(texts.unitPrice, priceX, y, { align: 'right' });
  pdf.text(texts.amount, right, y, { align: 'right' });
  pdf.setLineWidth(0.5).line(MARGIN, y + 6, right, y + 6);
  pdf.setFont('helvetica', 'normal');
  y += 22;
  const chosen = quote.answer?.decision === 'accepted' ? quote.answer.chosenItemIds : null;
  for (const item of view.items) {
    const mark = item.optional
      ? ` (${texts.optional}${chosen ? `: ${chosen.includes(item.id) ? words.chosen : words.notChosen}` : ''})`
      : '';
    const description = pdf.splitTextToSize(
      `${item.description}${mark}`,
      qtyX - MARGIN - 40,
    ) as string[];
    y = roomFor(pdf, y, description.length * 14);
    pdf.text(description, MARGIN, y);
    pdf.text(item.quantity, qtyX, y, { align: 'right' });
    pdf.text(item.unitPrice, priceX, y, { align: 'right' });
    pdf.text(item.amount, right, y, { align: 'right' });
    y += description.length * 14 + 6;
  }
  pdf.line(MARGIN, y - 4, right, y - 4);
  y += 14;
  pdf.setFont('helvetica', 'bold').setFontSize(12);
  pdf.text(chosen ? words.acceptedTotal : texts.total, width * 0.55, y);
  pdf.text(view.total, right, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(10);
  y += 32;

  if (view.repeat) y = drawTextBlock(pdf, y, texts.repeats, view.repeat);
  y = drawTextBlock(pdf, y, texts.notes, quote.notes);

  if (quote.answer?.decision === 'accepted') {
    const { answer } = quote;
    y = roomFor(pdf, y, 110);
    y = drawTextBlock(
      pdf,
      y,
      words.accepted,
      words.acceptedBy(answer.signerName, answeredAt(quote, answer.at)),
    );
    if (drawImage(pdf, answer.signature, MARGIN, y, 180, 60)) y += 70;
  } else if (quote.answer?.decision === 'declined') {
    y = drawTextBlock(pdf, y, words.declined, answeredAt(quote, quote.answer.at));
    drawTextBlock(pdf, y, words.reason, quote.answer.reason);
  }
  return pdf.output('blob');
}

/** The PDF's words beyond core's QUOTE_TEXTS, in the quote's language. */
const PDF_WORDS = {
  en: {
    chosen: 'chosen',
    notChosen: 'not chosen',
    accepted: 'Accepted',
    acceptedBy: (name: string, at: string) => `Signed by ${name} on ${at}`,
    acceptedTotal: 'Accepted total',
    declined: 'Declined',
    reason: 'Reason',
  },
  es: {
    chosen: 'elegido',
    notChosen: 'no elegido',
    accepted: 'Aceptado',
    acceptedBy: (name: string, at: string) => `Firmado por ${name} el ${at}`,
    acceptedTotal: 'Total aceptado',
    declined: 'Rechazado',
    reason: 'Motivo',
  },
} as const satisfies Record<keyof typeof QUOTE_TEXTS, unknown>;
