import type { Language } from '@jobtrack/core';

/**
 * The language of a public page with no document or quote behind it (an unknown, revoked or ended
 * link): Spanish when the visitor's browser puts Spanish first (its Accept-Language), else English.
 */
export const visitorLanguage = (acceptLanguage: string | undefined): Language =>
  /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';
