// The app's own texts for the browser tests, read from the locale files, so a Spanish test
// asserts what the Spanish UI must say without copying its words (one glossary, src/locales).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { statusLabels } from '../../../packages/core/src/status.ts';

type Language = 'en' | 'es';

/** Core's status words first, the app's locale files last, as src/lib/i18n.ts merges them. */
const messages = (language: Language): Record<string, string> => {
  const folder = path.resolve(import.meta.dirname, '../src/locales', language);
  return Object.assign(
    {},
    statusLabels[language],
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as object),
  );
};

const cache = new Map<Language, Record<string, string>>();

/** The text of `key` in `language`, with {{name}} filled from `params`. */
export const text = (
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string => {
  if (!cache.has(language)) cache.set(language, messages(language));
  const template = cache.get(language)![key];
  if (template === undefined) throw new Error(`no ${language} text for ${key}`);
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name] ?? ''));
};

/** Switches the stored language and reloads, as the language switcher would. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('jobtrack_language', value), language);
  await page.reload();
}
