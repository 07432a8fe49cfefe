// The Spanish texts follow docs/glossary.md: one word per thing, and nothing left in English.
import { statusLabels, validationMessages } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { enMessages, esMessages } from './index.ts';

// Everything the Spanish UI can show: the app's files and core's texts (lib/i18n.ts).
const es: Record<string, string> = {
  ...validationMessages.es,
  ...statusLabels.es,
  ...esMessages,
};
const en: Record<string, string> = {
  ...validationMessages.en,
  ...statusLabels.en,
  ...enMessages,
};

/** docs/glossary.md, "Never" column. */
const FORBIDDEN: [RegExp, string][] = [
  [/añad/i, 'Add is "Agregar"'],
  [/no pagad/i, 'Unpaid is "Sin pagar"'],
  [/\bimpag/i, 'Unpaid is "Sin pagar"'],
  [/saldo pendiente/i, 'Outstanding balance is "Saldo por cobrar"'],
  [/\bcobrad/i, 'Paid is "Pagado"'],
  [/\ben curso\b/i, 'In Progress is "En progreso"'],
  [/\bagend(ar|ad|e)/i, 'Schedule (the verb) is "Programar"'],
  [/\bmodo demo\b/i, 'Demo mode is "Modo demostración"'],
  [/\btablero\b/i, 'Dashboard is "Panel"'],
  [/\bmodific/i, 'Edit is "Editar"'],
  [/\be-?mail\b/i, 'Email is "Correo electrónico"'],
  [/\blink de pago\b/i, 'Payment link is "Enlace de pago"'],
  [/\bpaga ahora\b/i, 'Pay now is "Pagar ahora"'],
  [/\/\d{4}\b/, 'Dates read "23 nov 2026"'],
  [/\bcotizaci/i, 'Quote is "Presupuesto"'],
  [/\bplanilla/i, 'Spreadsheet is "Hoja de cálculo"'],
  [/\bfusion/i, 'Merge is "Combinar"'],
];

/** Spanish texts that are the same as the English ones on purpose: names, brands, formats. */
const SAME_IN_BOTH = new Set([
  'calendar.monthDay',
  'calendar.weekRange',
  'checkIn.hoursMinutes',
  'checkIn.minutes',
  'common.appName',
  'customers.phonePlaceholder',
  'jobs.form.pricePlaceholder',
  'landing.demoBadge',
  'landing.sampleCustomerName',
  'landing.sampleCustomerAddress',
  'landing.sampleCustomerPhone',
  'landing.testimonial1Name',
  'landing.testimonial1Business',
  'landing.testimonial2Name',
  'landing.testimonial2Business',
  'landing.testimonial3Name',
  'landing.testimonial3Business',
  'landing.copyright',
  // Issue 15: a formatted amount, method and date; the app's name.
  'payments.paidOn',
  'payments.paidWith',
  'payments.remindWhatsApp',
  'profile.amount',
  'profile.phonePlaceholder',
  'qrDemo.sampleSubtitle',
  'settings.languageEnglish',
  'settings.languageSpanish',
  'share.sms',
  'share.whatsapp',
  'documents.whatsapp',
  // Issue 28: a brand, and a label made of two translated words.
  'reminders.whatsApp',
  'reminders.messages.field',
  'share.twitter',
  'share.facebook',
  'share.linkedin',
  // Decision 047: a flag's value in a "changed on another device" line ("no" in both).
  'sync.changed.no',
]);

describe('the Spanish glossary (docs/glossary.md)', () => {
  it.each(FORBIDDEN)('no Spanish text matches %s (%s)', (pattern) => {
    const offending = Object.entries(es)
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it('"unpaid" always reads "sin pagar"', () => {
    const offending = Object.keys(en)
      .filter((key) => /\bunpaid\b/i.test(en[key]!) && !/sin pagar/i.test(es[key] ?? ''))
      .map((key) => `${key}: ${es[key]}`);
    expect(offending).toEqual([]);
  });

  it('"pendiente" only translates Pending', () => {
    const offending = Object.keys(es)
      .filter((key) => /pendiente/i.test(es[key]!) && !/pending/i.test(en[key] ?? ''))
      .map((key) => `${key}: ${es[key]}`);
    expect(offending).toEqual([]);
  });

  it('"Add" is "Agregar" on every screen', () => {
    const adds = Object.keys(en).filter((key) => /^Add\b/.test(en[key]!));
    expect(adds.length).toBeGreaterThan(0);
    for (const key of adds) expect(`${key}: ${es[key]}`).toMatch(/: Agreg/);
  });

  it('no Spanish text is left in English, but for the listed names and formats', () => {
    const same = Object.keys(en)
      .filter((key) => !key.startsWith('serviceTypes.') && es[key] === en[key])
      .sort();
    expect(same).toEqual([...SAME_IN_BOTH].sort());
  });
});
