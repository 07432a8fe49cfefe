import { describe, expect, it } from 'vitest';
import { checkQuoteForm, initialValues, liveTotals, type ItemDraft } from './quote-form.ts';

const TODAY = '2026-03-01';
const item = (over: Partial<ItemDraft> = {}): ItemDraft => ({
  id: 'item-1',
  description: 'Lawn Mowing',
  quantity: '1',
  unitPrice: '60',
  optional: false,
  ...over,
});

describe('the quote editor', () => {
  it('starts valid for 30 days, not repeating, with one empty item', () => {
    const { values, items } = initialValues(TODAY, 'customer-1');
    expect(values).toMatchObject({
      customerId: 'customer-1',
      validUntil: '2026-03-31',
      repeat: 'none',
    });
    expect(items).toHaveLength(1);
  });

  it('adds up the items but the optional ones, and says what those would add', () => {
    const totals = liveTotals([
      item(),
      item({ id: 'item-2', quantity: '2', unitPrice: '20.50', optional: true }),
      item({ id: 'item-3', quantity: 'x', unitPrice: '5' }),
    ]);
    expect(totals).toEqual({ total: 60, optionalExtra: 41 });
  });

  it('saves the trimmed items, notes and an every-3-weeks repeat', () => {
    const checked = checkQuoteForm(
      {
        customerId: 'customer-1',
        notes: ' Gate code 12 ',
        validUntil: TODAY,
        repeat: 'weeks',
        weeks: '3',
      },
      [item({ description: ' Mowing ' }), item({ id: 'item-2', optional: true, unitPrice: '45' })],
      TODAY,
    );
    expect(checked).toEqual({
      ok: true,
      result: {
        customerId: 'customer-1',
        notes: 'Gate code 12',
        validUntil: TODAY,
        repeat: { frequency: 'weekly', interval: 3 },
        items: [
          { id: 'item-1', description: 'Mowing', quantity: 1, unitPrice: 60, optional: false },
          { id: 'item-2', description: 'Lawn Mowing', quantity: 1, unitPrice: 45, optional: true },
        ],
      },
    });
  });

  it('refuses each wrong field with its message, by item', () => {
    const checked = checkQuoteForm(
      { customerId: '', notes: '', validUntil: '2026-02-28', repeat: 'weeks', weeks: '1' },
      [item({ description: ' ', quantity: '0', unitPrice: '2000000', optional: true })],
      TODAY,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        customerId: 'quotes.customerRequired',
        validUntil: 'quotes.validUntilInvalid',
        weeks: 'quotes.repeatWeeksInvalid',
        items: 'quotes.needsRequiredItem',
      },
      itemErrors: {
        'item-1.description': 'quotes.descriptionRequired',
        'item-1.quantity': 'quotes.quantityInvalid',
        'item-1.unitPrice': 'quotes.priceTooHigh',
      },
    });
  });
});
