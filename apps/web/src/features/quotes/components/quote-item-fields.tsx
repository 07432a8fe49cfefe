import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { itemError, type ItemDraft, type ItemErrors, type ItemField } from '../utils/quote-form.ts';

type Props = {
  item: ItemDraft;
  number: number;
  errors: ItemErrors;
  canRemove: boolean;
  onChange(id: string, field: ItemField | 'optional', value: string | boolean): void;
  onRemove(id: string): void;
};

/** One line of the quote: description, quantity, unit price, and whether it is optional. */
export function QuoteItemFields({ item, number, errors, canRemove, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const error = (field: ItemField) => {
    const key = itemError(errors, item.id, field);
    return key ? t(key) : undefined;
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">{t('quotes.item', { number })}</legend>
      <TextField
        label={t('quotes.description')}
        value={item.description}
        error={error('description')}
        onChange={(event) => onChange(item.id, 'description', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('quotes.quantity')}
          inputMode="decimal"
          value={item.quantity}
          error={error('quantity')}
          onChange={(event) => onChange(item.id, 'quantity', event.target.value)}
        />
        <TextField
          label={t('quotes.unitPrice')}
          inputMode="decimal"
          placeholder="0.00"
          value={item.unitPrice}
          error={error('unitPrice')}
          onChange={(event) => onChange(item.id, 'unitPrice', event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={item.optional}
            onChange={(event) => onChange(item.id, 'optional', event.target.checked)}
          />
          {t('quotes.optional')}
        </label>
        {canRemove ? (
          <Button
            variant="ghost"
            aria-label={t('quotes.removeItem', { number })}
            onClick={() => onRemove(item.id)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
