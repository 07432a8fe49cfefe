// How a value another device replaced reads (issue 23, decision 047): the field in the UI's words
// and both values formatted as the screens show them, "price $80.00 → $95.00".
import { STATUS_LABEL_KEYS, type JobStatus } from '@jobtrack/core';
import type { TFunction } from 'i18next';
import type { ChangedElsewhere } from '../data-source.ts';
import type { Formatters } from '#web/lib/format.ts';

const MONEY_FIELDS = new Set(['price', 'amountPaid']);
const DAY_FIELDS = new Set(['scheduledDate', 'validUntil']);
const MOMENT_FIELDS = new Set(['completedAt', 'arrivedAt', 'finishedAt', 'remindedAt', 'paidAt']);
const KNOWN_FIELDS: Record<ChangedElsewhere['kind'], ReadonlySet<string>> = {
  job: new Set([
    'serviceType',
    'scheduledDate',
    'price',
    'notes',
    'status',
    'paid',
    'customerId',
    'startTime',
    'completedAt',
    'arrivedAt',
    'finishedAt',
    'remindedAt',
    'amountPaid',
    'paymentMethod',
    'paidAt',
    'skipped',
  ]),
  customer: new Set([
    'name',
    'email',
    'phone',
    'address',
    'businessName',
    'notes',
    'serviceType',
    'language',
  ]),
  profile: new Set([
    'businessName',
    'ownerName',
    'email',
    'phone',
    'address',
    'website',
    'bio',
    'profileImage',
    'paymentInstructions',
    'paymentLink',
    'messageTemplates',
    'serviceTypes',
    'businessHours',
    'pricing',
  ]),
  photo: new Set(['label', 'caption']),
  quote: new Set(['items', 'notes', 'validUntil', 'repeat']),
};

/** The i18n key of a field's name ('sync.field.job.price'). */
export const changedFieldKey = (notice: Pick<ChangedElsewhere, 'kind' | 'field'>): string =>
  KNOWN_FIELDS[notice.kind].has(notice.field)
    ? `sync.field.${notice.kind}.${notice.field}`
    : 'sync.field.other';

/** One value as the screens show it; empty reads "(empty)". */
export function changedValue(
  notice: Pick<ChangedElsewhere, 'kind' | 'field'>,
  value: unknown,
  t: TFunction,
  format: Formatters,
): string {
  if (notice.kind === 'quote' && notice.field === 'repeat' && value == null) {
    return t('quotes.repeat.none');
  }
  if (value === null || value === undefined || value === '') return t('sync.changed.empty');
  const { field } = notice;
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return format.money(value);
  if (typeof value === 'string' && DAY_FIELDS.has(field)) return format.date(value);
  if (typeof value === 'string' && MOMENT_FIELDS.has(field)) {
    return `${format.date(value)} ${format.time(new Date(value).toTimeString().slice(0, 5))}`;
  }
  if (notice.kind === 'job' && field === 'status' && typeof value === 'string') {
    const key = STATUS_LABEL_KEYS[value as JobStatus];
    return key ? t(key) : value;
  }
  if (notice.kind === 'job' && field === 'startTime' && typeof value === 'string') {
    return format.time(value);
  }
  if (field === 'paymentMethod' && typeof value === 'string') return t(`payments.method.${value}`);
  if (notice.kind === 'photo' && field === 'label' && typeof value === 'string') {
    return t(`photos.label.${value}`);
  }
  // A quote's items by their descriptions, its repeat as the quote screen says it.
  if (notice.kind === 'quote' && field === 'items' && Array.isArray(value)) {
    return (value as { description: string }[]).map((item) => item.description).join(', ');
  }
  if (notice.kind === 'quote' && field === 'repeat' && typeof value === 'object') {
    const repeat = value as { frequency: string; interval: number };
    return t(
      repeat.frequency === 'monthly'
        ? 'quotes.repeat.monthly'
        : repeat.interval === 1
          ? 'quotes.repeat.weekly'
          : 'quotes.repeat.everyWeeks',
      { count: repeat.interval },
    );
  }
  if (typeof value === 'boolean') return t(value ? 'sync.changed.yes' : 'sync.changed.no');
  if (Array.isArray(value)) return value.join(', ');
  if (notice.kind === 'profile' && field === 'profileImage') return t('sync.changed.picture');
  if (notice.kind === 'profile' && field === 'pricing' && typeof value === 'object') {
    const pricing = value as { hourlyRate?: number; minimumCharge?: number };
    return t('sync.changed.pricing', {
      rate: format.money(pricing.hourlyRate ?? 0),
      minimum: format.money(pricing.minimumCharge ?? 0),
    });
  }
  if (typeof value === 'object') return t('sync.changed.other');
  return String(value);
}
