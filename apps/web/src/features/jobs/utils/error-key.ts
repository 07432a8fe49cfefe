import { DataError } from '../../../data/data-source.ts';

/** The i18n key to show for a failed write: the data layer's own (spec §8), else `fallback`. */
export const errorKey = (error: unknown, fallback: string): string =>
  error instanceof DataError ? error.key : fallback;
