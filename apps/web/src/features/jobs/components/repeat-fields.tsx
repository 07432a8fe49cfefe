import { isIsoDate } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/components/ui/fields.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { dayOfMonth, useRecurrenceFormat } from '#web/lib/format-recurrence.ts';
import {
  REPEAT_CHOICES,
  REPEAT_ENDS,
  type RepeatChoice,
  type RepeatEnd,
  type RepeatErrors,
  type RepeatValues,
} from '../utils/repeat-form.ts';

type RepeatFieldsProps = {
  idPrefix: string;
  values: RepeatValues;
  /** Translated messages per field. */
  errors: RepeatErrors;
  /** The first visit's day: the monthly choices read from it ('on day 12', 'the 2nd Tuesday'). */
  startDate: string;
  onChange(changes: Partial<RepeatValues>): void;
};

/**
 * Repeat (issue 14): Never by default, so the spec's form is unchanged until the owner picks a
 * rhythm; then how often and when it ends. The monthly choices name the chosen day.
 */
export function RepeatFields({ idPrefix, values, errors, startDate, onChange }: RepeatFieldsProps) {
  const { t } = useTranslation();
  const recurrence = useRecurrenceFormat();
  const hasDate = isIsoDate(startDate);
  const choiceLabel = (choice: RepeatChoice): string => {
    if (choice === 'monthlyDay') {
      return hasDate
        ? t('series.repeat.monthlyDay', { day: dayOfMonth(startDate) })
        : t('series.repeat.monthlyDay', { day: '—' });
    }
    if (choice === 'monthlyWeekday') {
      return t('series.repeat.monthlyWeekday', {
        nth: hasDate ? recurrence.nthWeekday(startDate) : '—',
      });
    }
    return t(`series.repeat.${choice}`);
  };
  const endLabel: Record<RepeatEnd, string> = {
    never: t('series.repeat.endNever'),
    count: t('series.repeat.endCount'),
    until: t('series.repeat.endUntil'),
  };
  const isRepeating = values.repeat !== 'never';
  return (
    <div className="space-y-4 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
      <SelectField
        id={`${idPrefix}-repeat`}
        label={t('series.repeat.label')}
        options={REPEAT_CHOICES.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
        value={values.repeat}
        onChange={(event) => onChange({ repeat: event.target.value as RepeatChoice })}
      />
      {values.repeat === 'everyNWeeks' ? (
        <TextField
          id={`${idPrefix}-repeat-interval`}
          type="number"
          inputMode="numeric"
          min={2}
          max={52}
          label={t('series.repeat.interval')}
          value={values.interval}
          error={errors.interval}
          onChange={(event) => onChange({ interval: event.target.value })}
        />
      ) : null}
      {isRepeating ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={`${idPrefix}-repeat-end`}
              label={t('series.repeat.end')}
              options={REPEAT_ENDS.map((end) => ({ value: end, label: endLabel[end] }))}
              value={values.end}
              onChange={(event) => onChange({ end: event.target.value as RepeatEnd })}
            />
            {values.end === 'count' ? (
              <TextField
                id={`${idPrefix}-repeat-count`}
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                label={t('series.repeat.count')}
                value={values.count}
                error={errors.count}
                onChange={(event) => onChange({ count: event.target.value })}
              />
            ) : null}
            {values.end === 'until' ? (
              <TextField
                id={`${idPrefix}-repeat-until`}
                type="date"
                min={hasDate ? startDate : undefined}
                label={t('series.repeat.until')}
                value={values.until}
                error={errors.until}
                onChange={(event) => onChange({ until: event.target.value })}
              />
            ) : null}
          </div>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('series.repeat.carries')}</p>
        </>
      ) : null}
    </div>
  );
}
