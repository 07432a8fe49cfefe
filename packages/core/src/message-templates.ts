// The texts the owner sends customers (visit reminder, booking confirmation, On my way, payment
// reminder) as templates the owner may rewrite per language (issue 28, decision 065). A template
// holds placeholders written in its language's words ({first name} / {nombre}); this module fills
// them. The default templates are the app's texts, in the web app's locales.
import type { Language } from './constants.ts';

/** The four texts a template can replace. */
export const MESSAGE_KINDS = [
  'visitReminder',
  'bookingConfirmation',
  'onMyWay',
  'paymentReminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The longest template kept (an SMS of a few parts; the profile is stored as jsonb). */
export const MESSAGE_TEMPLATE_MAX_CHARS = 600;

/** The owner's templates: per language, per kind; a kind left out uses the default. */
export type MessageTemplates = Partial<Record<Language, Partial<Record<MessageKind, string>>>>;

export const PLACEHOLDERS = [
  'firstName',
  'date',
  'time',
  'business',
  'amount',
  'service',
  'link',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** The placeholders' words in each language, as the owner writes them between braces. */
export const PLACEHOLDER_WORDS: Record<Language, Record<Placeholder, string>> = {
  en: {
    firstName: 'first name',
    date: 'date',
    time: 'time',
    business: 'business',
    amount: 'amount',
    service: 'service',
    link: 'link',
  },
  es: {
    firstName: 'nombre',
    date: 'fecha',
    time: 'hora',
    business: 'negocio',
    amount: 'importe',
    service: 'servicio',
    link: 'enlace',
  },
};

/** The placeholders each text can fill (the editor lists these). */
export const KIND_PLACEHOLDERS: Record<MessageKind, readonly Placeholder[]> = {
  visitReminder: ['firstName', 'date', 'time', 'business'],
  bookingConfirmation: ['firstName', 'date', 'time', 'business'],
  onMyWay: ['firstName', 'business'],
  paymentReminder: ['firstName', 'amount', 'service', 'date', 'business', 'link'],
};

/** '{first name}' in English, '{nombre}' in Spanish. */
export const placeholderToken = (placeholder: Placeholder, language: Language): string =>
  `{${PLACEHOLDER_WORDS[language][placeholder]}}`;

const normalWord = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

// Either language's words are understood in any template: a template copied from English into
// the Spanish one still fills.
const BY_WORD = new Map<string, Placeholder>(
  (Object.keys(PLACEHOLDER_WORDS) as Language[]).flatMap((language) =>
    PLACEHOLDERS.map((placeholder): [string, Placeholder] => [
      normalWord(PLACEHOLDER_WORDS[language][placeholder]),
      placeholder,
    ]),
  ),
);

/** Whether a template uses a placeholder, in either language's words. */
export const usesPlaceholder = (template: string, placeholder: Placeholder): boolean =>
  [...template.matchAll(/\{([^{}\n]{1,30})\}/g)].some(
    (match) => BY_WORD.get(normalWord(match[1] ?? '')) === placeholder,
  );

const GAP = '\u0000';

/**
 * The template with its placeholders filled. Words are matched whatever the case and spacing
 * ('{First  Name}'). A known placeholder without a value (no start time, no business name) is
 * left out with the space before it, so "on {date} {time}." reads "on Tuesday, March 4." An
 * unknown placeholder ('{price}') is left as written, so the owner sees it in the preview.
 */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  const filled = template.replace(/\{([^{}\n]{1,30})\}/g, (token, word: string, offset: number) => {
    const placeholder = BY_WORD.get(normalWord(word));
    if (!placeholder) return token;
    const value = values[placeholder]?.trim();
    if (!value) return GAP;
    // '9:00 a.m.' before the sentence's full stop ends it once.
    const stopFollows = template[offset + token.length] === '.';
    return stopFollows && value.endsWith('.') ? value.slice(0, -1) : value;
  });
  return filled
    .replace(new RegExp(`[ \\t]*${GAP}[ \\t]*(?=[,.;:!?)]|$)`, 'gm'), '')
    .replace(new RegExp(`${GAP}[ \\t]*`, 'g'), '')
    .trim();
}

/** The owner's template for a kind in a language, when set and not blank. */
export const ownerTemplate = (
  templates: MessageTemplates | undefined,
  language: Language,
  kind: MessageKind,
): string | undefined => {
  const template = templates?.[language]?.[kind];
  return template?.trim() ? template : undefined;
};

/** The templates with one set (or, with '' or the default, taken away); empty parts removed. */
export const withTemplate = (
  templates: MessageTemplates | undefined,
  language: Language,
  kind: MessageKind,
  template: string,
  defaultTemplate: string,
): MessageTemplates | undefined => {
  const isDefault = template.trim() === '' || template.trim() === defaultTemplate.trim();
  const own = Object.fromEntries(
    Object.entries({ ...templates?.[language], [kind]: template }).filter(
      ([key]) => key !== kind || !isDefault,
    ),
  );
  const next = Object.fromEntries(
    Object.entries({ ...templates, [language]: own }).filter(
      ([, texts]) => Object.keys(texts).length > 0,
    ),
  ) as MessageTemplates;
  return Object.keys(next).length > 0 ? next : undefined;
};

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A visit's day as a message writes it: 'Tuesday, March 4' / 'martes, 4 de marzo'. */
export const formatMessageDay = (isoDate: string, language: Language): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(date);
};
