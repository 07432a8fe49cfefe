// The words of an invoice or a receipt (issue 15, decisions 034 and 060), in the customer's
// language: what its PDF, the app's preview and the public page print, Pay now included. Apart
// from documents.ts, so the app's data layer, which needs only the rules, does not carry them.
import type { Language } from './constants.ts';
import { formatDate } from './dates.ts';
import { documentDueDate, type DocumentKind, type InvoiceDocument } from './documents.ts';
import { formatMoney } from './money.ts';
import { payNowLink } from './pay-now.ts';

/** The document's texts in the customer's language, for the PDF, the preview and the page. */
export const DOCUMENT_TEXTS = {
  en: {
    invoice: 'Invoice',
    receipt: 'Receipt',
    draft: 'Draft',
    number: 'Number',
    date: 'Date',
    dueDate: 'Due',
    billTo: 'Bill to',
    service: 'Service',
    amount: 'Amount',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    method: 'Payment method',
    paidOn: 'Paid on',
    note: 'Note',
    paymentInstructions: 'How to pay',
    payNow: 'Pay now',
    payAmount: (amount: string) => `Pay ${amount}`,
    scanToPay: 'Scan to pay',
    thanks: 'Thank you for your business!',
    notFoundTitle: 'Not found',
    notFoundBody: 'This link is no longer available.',
    methods: {
      cash: 'Cash',
      check: 'Check',
      card: 'Card',
      bank_transfer: 'Bank transfer',
      other: 'Other',
    } as Record<string, string>,
    message: (business: string, kind: DocumentKind, number: string, link: string) =>
      `Hi! Here is your ${kind === 'invoice' ? 'invoice' : 'receipt'} ${number} from ${business}: ${link}`,
  },
  es: {
    invoice: 'Factura',
    receipt: 'Recibo',
    draft: 'Borrador',
    number: 'Número',
    date: 'Fecha',
    dueDate: 'Vence',
    billTo: 'Cliente',
    service: 'Servicio',
    amount: 'Importe',
    total: 'Total',
    paid: 'Pagado',
    balance: 'Saldo pendiente',
    method: 'Forma de pago',
    paidOn: 'Pagado el',
    note: 'Nota',
    paymentInstructions: 'Cómo pagar',
    payNow: 'Pagar ahora',
    payAmount: (amount: string) => `Pagar ${amount}`,
    scanToPay: 'Escanee para pagar',
    thanks: '¡Gracias por su preferencia!',
    notFoundTitle: 'No encontrado',
    notFoundBody: 'Este enlace ya no está disponible.',
    methods: {
      cash: 'Efectivo',
      check: 'Cheque',
      card: 'Tarjeta',
      bank_transfer: 'Transferencia bancaria',
      other: 'Otro',
    } as Record<string, string>,
    message: (business: string, kind: DocumentKind, number: string, link: string) =>
      `¡Hola! Aquí tiene su ${kind === 'invoice' ? 'factura' : 'recibo'} ${number} de ${business}: ${link}`,
  },
} as const;

export type DocumentTexts = (typeof DOCUMENT_TEXTS)[Language];

/** The document's visible strings, formatted in its language: one source for PDF and page. */
export function documentView(document: InvoiceDocument) {
  const texts = DOCUMENT_TEXTS[document.language];
  const money = (amount: number) => formatMoney(amount, document.language);
  const date = (value: string) => formatDate(value, document.language);
  return {
    texts,
    title: document.kind === 'invoice' ? texts.invoice : texts.receipt,
    number: document.number ?? texts.draft,
    issued: date(document.issuedDate),
    due: document.kind === 'invoice' ? date(documentDueDate(document.issuedDate)) : undefined,
    lines: document.lines.map((line) => ({
      service: line.service,
      date: date(line.date),
      amount: money(line.amount),
    })),
    total: money(document.total),
    paid: money(document.paid),
    balance: money(document.balance),
    method: document.paymentMethod
      ? (texts.methods[document.paymentMethod] ?? document.paymentMethod)
      : undefined,
    paidOn: document.paidAt ? date(document.paidAt) : undefined,
  };
}

/** A bill's Pay now (decision 060): the address to open and the amount, in the bill's words. */
export type PayNow = { href: string; amount: string; label: string };

/**
 * Pay now of an amount owed through a payment link, or null when there is nothing to pay or no
 * https link. Documents and an accepted quote's page show it the same way.
 */
export function payNowFor(
  link: string | undefined,
  amount: number,
  language: Language,
): PayNow | null {
  if (!link || !(amount > 0)) return null;
  const href = payNowLink(link, amount);
  if (href === null) return null;
  const money = formatMoney(amount, language);
  return { href, amount: money, label: DOCUMENT_TEXTS[language].payAmount(money) };
}

/** A document's Pay now: its payment link and its balance (a receipt paid in full has none). */
export const documentPayNow = (
  document: Pick<InvoiceDocument, 'business' | 'balance' | 'language'>,
): PayNow | null => payNowFor(document.business.paymentLink, document.balance, document.language);

/** The short message sent with the link (SMS, WhatsApp, e-mail), in the customer's language. */
export const documentMessage = (document: InvoiceDocument, link: string): string =>
  DOCUMENT_TEXTS[document.language].message(
    document.business.name,
    document.kind,
    document.number ?? '',
    link,
  );
