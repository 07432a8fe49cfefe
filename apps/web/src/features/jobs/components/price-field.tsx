import { filterPriceInput } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/text-field.tsx';

type PriceFieldProps = {
  id: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onChange(value: string): void;
};

/**
 * The job price (spec §5): a decimal keypad on phones, and only digits and one decimal point
 * are kept as the owner types or pastes.
 */
export function PriceField({ id, value, error, hint, onChange }: PriceFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('jobs.form.price')}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('jobs.form.pricePlaceholder')}
      value={value}
      error={error}
      {...(hint ? { hint } : {})}
      required
      onChange={(event) => onChange(filterPriceInput(event.target.value))}
    />
  );
}
