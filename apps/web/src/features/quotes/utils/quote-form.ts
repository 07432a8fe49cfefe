// The quote editor's values as typed (strings) and their checks (issue 26): the same limits the
// server's wire schema keeps (core's quotes.ts), each refusal an i18n key of quotes.json.
import {
  amountProblem,
  defaultValidUntil,
  isIsoDate,
  parsePrice,
  QUOTE_ITEM_DESCRIPTION_MAX_CHARS,
  QUOTE_ITEMS_MAX,
  QUOTE_NOTES_MAX_CHARS,
  QUOTE_QUANTITY_MAX,
  quoteTotal,
  RECURRENCE_LIMITS,
  type Quote,
  type QuoteItem,
  type QuoteRepeat,
} from '@jobtrack/core';

export type RepeatChoice = 'none' | 'weekly' | 'weeks' | 'monthly';

export type QuoteFormValues = {
  customerId: string;
  notes: string;
  validUntil: string;
  repeat: RepeatChoice;
  /** Every N weeks: N, as typed. */
  weeks: string;
};

export type ItemDraft = {
  id: string;
  description: string;
  quantity: string;
  unitPrice: string;
  optional: boolean;
};

export type ItemField = 'description' | 'quantity' | 'unitPrice';
export type ItemErrors = Partial<Record<`${string}.${ItemField}`, string>>;
export type QuoteFormField = keyof QuoteFormValues | 'items';

/** What the editor saves: the DataSource's NewQuote but the app's language. */
export type QuoteFormResult = {
  customerId: string;
  items: QuoteItem[];
  notes: string;
  validUntil: string;
  repeat?: QuoteRepeat;
};

/** An id for a new item, unique within its quote (core's QUOTE_ITEM_ID). */
export const newItemId = (): string => `item-${crypto.randomUUID().slice(0, 8)}`;

export const emptyItem = (): ItemDraft => ({
  id: newItemId(),
  description: '',
  quantity: '1',
  unitPrice: '',
  optional: false,
});

export const itemError = (errors: ItemErrors, id: string, field: ItemField) =>
  errors[`${id}.${field}`];

const repeatChoice = (repeat: QuoteRepeat | undefined): RepeatChoice => {
  if (!repeat) return 'none';
  if (repeat.frequency === 'monthly') return 'monthly';
  return repeat.interval === 1 ? 'weekly' : 'weeks';
};

/** A new quote's values (valid 30 days from today), or an existing one's. */
export const initialValues = (
  today: string,
  customerId = '',
  quote?: Quote,
): { values: QuoteFormValues; items: ItemDraft[] } =>
  quote
    ? {
        values: {
          customerId: quote.customerId,
          notes: quote.notes,
          validUntil: quote.validUntil,
          repeat: repeatChoice(quote.repeat),
          weeks:
            quote.repeat?.frequency === 'weekly' && quote.repeat.interval > 1
              ? String(quote.repeat.interval)
              : '2',
        },
        items: quote.items.map((item) => ({
          id: item.id,
          description: item.description,
          quantity: String(item.quantity),
          unitPrice: item.unitPrice.toFixed(2),
          optional: item.optional,
        })),
      }
    : {
        values: {
          customerId,
          notes: '',
          validUntil: defaultValidUntil(today),
          repeat: 'none',
          weeks: '2',
        },
        items: [emptyItem()],
      };

const quantityOf = (typed: string): number | null => {
  const value = Number(typed.trim());
  return typed.trim() !== '' && Number.isFinite(value) ? value : null;
};

const quantityOk = (value: number | null): value is number =>
  value !== null &&
  value > 0 &&
  value <= QUOTE_QUANTITY_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

/** The items that read as numbers, for the live total while typing. */
export const readableItems = (items: readonly ItemDraft[]): QuoteItem[] =>
  items.flatMap((item) => {
    const quantity = quantityOf(item.quantity);
    const unitPrice = parsePrice(item.unitPrice);
    if (!quantityOk(quantity) || unitPrice === null) return [];
    return [
      { id: item.id, description: item.description, quantity, unitPrice, optional: item.optional },
    ];
  });

/** The live figures: the total without optional items, and what the optional ones would add. */
export const liveTotals = (items: readonly ItemDraft[]) => {
  const readable = readableItems(items);
  const total = quoteTotal(readable);
  const all = quoteTotal(
    readable,
    readable.map((item) => item.id),
  );
  return { total, optionalExtra: Math.round((all - total) * 100) / 100 };
};

const repeatOf = (values: QuoteFormValues): QuoteRepeat | undefined | 'invalid' => {
  switch (values.repeat) {
    case 'none':
      return undefined;
    case 'weekly':
      return { frequency: 'weekly', interval: 1 };
    case 'monthly':
      return { frequency: 'monthly', interval: 1 };
    case 'weeks': {
      const weeks = Number(values.weeks.trim());
      return Number.isInteger(weeks) && weeks >= 2 && weeks <= RECURRENCE_LIMITS.weeklyInterval.max
        ? { frequency: 'weekly', interval: weeks }
        : 'invalid';
    }
  }
};

/**
 * Every refusal of the editor's values (by field, and by item and field), or what to save when
 * there is none. `today` bounds the valid-until day of a new or edited quote.
 */
export function checkQuoteForm(
  values: QuoteFormValues,
  items: readonly ItemDraft[],
  today: string,
):
  | { ok: true; result: QuoteFormResult }
  | { ok: false; errors: Partial<Record<QuoteFormField, string>>; itemErrors: ItemErrors } {
  const errors: Partial<Record<QuoteFormField, string>> = {};
  const itemErrors: ItemErrors = {};
  if (!values.customerId) errors.customerId = 'quotes.customerRequired';
  if (values.notes.trim().length > QUOTE_NOTES_MAX_CHARS) errors.notes = 'quotes.notesTooLong';
  if (!isIsoDate(values.validUntil) || values.validUntil < today) {
    errors.validUntil = 'quotes.validUntilInvalid';
  }
  const repeat = repeatOf(values);
  if (repeat === 'invalid') errors.weeks = 'quotes.repeatWeeksInvalid';
  if (items.length > QUOTE_ITEMS_MAX) errors.items = 'quotes.tooManyItems';
  else if (items.every((item) => item.optional)) errors.items = 'quotes.needsRequiredItem';

  const saved: QuoteItem[] = [];
  for (const item of items) {
    const description = item.description.trim();
    if (!description) itemErrors[`${item.id}.description`] = 'quotes.descriptionRequired';
    else if (description.length > QUOTE_ITEM_DESCRIPTION_MAX_CHARS) {
      itemErrors[`${item.id}.description`] = 'quotes.descriptionTooLong';
    }
    const quantity = quantityOf(item.quantity);
    if (!quantityOk(quantity)) itemErrors[`${item.id}.quantity`] = 'quotes.quantityInvalid';
    const unitPrice = item.unitPrice.trim() === '' ? undefined : parsePrice(item.unitPrice);
    const problem = amountProblem(unitPrice);
    if (problem) {
      itemErrors[`${item.id}.unitPrice`] =
        problem === 'tooHigh' ? 'quotes.priceTooHigh' : 'quotes.priceInvalid';
    }
    if (quantityOk(quantity) && !problem && unitPrice != null) {
      saved.push({ id: item.id, description, quantity, unitPrice, optional: item.optional });
    }
  }
  if (Object.keys(errors).length > 0 || Object.keys(itemErrors).length > 0) {
    return { ok: false, errors, itemErrors };
  }
  return {
    ok: true,
    result: {
      customerId: values.customerId,
      items: saved,
      notes: values.notes.trim(),
      validUntil: values.validUntil,
      ...(repeat && repeat !== 'invalid' ? { repeat } : {}),
    },
  };
}
