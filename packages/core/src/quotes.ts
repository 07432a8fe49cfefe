// Quotes (issue 26, decision 061): a price the owner sends before there is a job. The customer
// answers on the quote's public page (accept with a signature, or decline); an accepted quote
// becomes a job or a repeating series. The app (editor, list, PDF) and the server (numbers, the
// public page) both use this module, so a quote reads and adds up the same everywhere.
import type { Language } from './constants.ts';
import type { DocumentBusiness, DocumentCustomer } from './documents.ts';
import { sumMoney } from './money.ts';

export const QUOTE_ID_PREFIX = 'quote-';

/** Where a quote stands, in the order it moves through them. */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A new quote is valid this many days from its issue date unless the owner picks a day. */
export const QUOTE_VALID_DAYS = 30;
export const QUOTE_ITEMS_MAX = 50;
export const QUOTE_ITEM_DESCRIPTION_MAX_CHARS = 200;
export const QUOTE_QUANTITY_MAX = 10_000;
export const QUOTE_NOTES_MAX_CHARS = 2000;
export const QUOTE_DECLINE_REASON_MAX_CHARS = 500;
export const QUOTE_SIGNER_NAME_MAX_CHARS = 100;
/** A signature is a PNG of at most this many bytes (a finger's scribble is 5–30 KB). */
export const QUOTE_SIGNATURE_MAX_BYTES = 100_000;
/** Its data URL: `data:image/png;base64,` and the bytes in base64. */
export const QUOTE_SIGNATURE_MAX_CHARS = 22 + Math.ceil(QUOTE_SIGNATURE_MAX_BYTES / 3) * 4;
/** An item's id within its quote: made by the app, kept through edits and the customer's choice. */
export const QUOTE_ITEM_ID = /^[a-z0-9-]{1,40}$/;

/** Q-0001, Q-0002, … per owner, without gaps; more digits once past 9999. */
export const formatQuoteNumber = (sequence: number): string =>
  `Q-${String(sequence).padStart(4, '0')}`;

export type QuoteItem = {
  id: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** The customer ticks it to take it; unticked it is left out of the total. */
  optional: boolean;
};

/** Regular work: every week (interval 1), every N weeks, or every month. */
export type QuoteRepeat = { frequency: 'weekly' | 'monthly'; interval: number };

export type QuoteAnswer =
  | {
      decision: 'accepted';
      /** ISO timestamp, the server's clock. */
      at: string;
      signerName: string;
      /** A PNG data URL. */
      signature: string;
      /** The optional items the customer ticked. */
      chosenItemIds: string[];
      /** The total of what was accepted. */
      total: number;
    }
  | { decision: 'declined'; at: string; reason: string };

export type Quote = {
  id: string;
  /** 'Q-0001'; null while it is a draft the server has not numbered yet (made offline). */
  number: string | null;
  customerId: string;
  /** yyyy-MM-dd. */
  issuedDate: string;
  /** yyyy-MM-dd, the last day it can be accepted. */
  validUntil: string;
  language: Language;
  business: DocumentBusiness;
  customer: DocumentCustomer;
  items: QuoteItem[];
  notes: string;
  repeat?: QuoteRepeat;
  /** ISO timestamps: when the owner first sent it, when the customer first opened it. */
  sentAt?: string;
  viewedAt?: string;
  answer?: QuoteAnswer;
  /** The job or series made from it once accepted. */
  jobId?: string;
  seriesId?: string;
  /** The public page's token; absent for a draft or once revoked. */
  shareToken?: string;
  shareExpiresAt?: string;
  createdAt: string;
  updatedAt: string;
};

/** An item's amount: quantity × unit price, to the cent. */
export const quoteItemAmount = (item: Pick<QuoteItem, 'quantity' | 'unitPrice'>): number =>
  Math.round(item.quantity * item.unitPrice * 100) / 100;

/** The total of the items always included and the optional ones chosen (none by default). */
export const quoteTotal = (
  items: readonly QuoteItem[],
  chosenItemIds: readonly string[] = [],
): number =>
  sumMoney(
    items.filter((item) => !item.optional || chosenItemIds.includes(item.id)).map(quoteItemAmount),
  );

/** The total a quote stands for: what was accepted, else its items without the optional ones. */
export const quoteAmount = (quote: Pick<Quote, 'items' | 'answer'>): number =>
  quote.answer?.decision === 'accepted' ? quote.answer.total : quoteTotal(quote.items);

/** The day a quote made today is valid until by default. */
export const defaultValidUntil = (issuedDate: string): string => {
  const [y, m, d] = issuedDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + QUOTE_VALID_DAYS)).toISOString().slice(0, 10);
};

/**
 * Where a quote stands on `today` (the owner's local day, yyyy-MM-dd): answered ones keep their
 * answer; an unanswered one is expired after its valid-until day, else viewed once opened, sent
 * once the owner sent it, else a draft (not numbered yet, or not sent).
 */
export function quoteStatus(
  quote: Pick<Quote, 'number' | 'validUntil' | 'sentAt' | 'viewedAt' | 'answer'>,
  today: string,
): QuoteStatus {
  if (quote.answer) return quote.answer.decision;
  if (quote.number !== null && today > quote.validUntil) return 'expired';
  if (quote.viewedAt) return 'viewed';
  if (quote.sentAt) return 'sent';
  return 'draft';
}

/** The customer may still answer: numbered, unanswered, and not past its valid-until day. */
export const quoteIsOpen = (
  quote: Pick<Quote, 'number' | 'validUntil' | 'answer'>,
  today: string,
): boolean => quote.number !== null && !quote.answer && today <= quote.validUntil;
