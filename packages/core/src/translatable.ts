// Core never holds display text: it hands the UI an i18n key and its interpolation values.

export type TranslationParams = Readonly<Record<string, string | number>>;

export type TranslatableText = { key: string; params?: TranslationParams };

export const translatable = (key: string, params?: TranslationParams): TranslatableText =>
  params ? { key, params } : { key };
