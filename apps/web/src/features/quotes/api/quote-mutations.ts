// The quote writes (issue 26), each a useDataMutation naming its failure's text (decision 038).
import { useTranslation } from 'react-i18next';
import type { NewQuote, QuoteChanges } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import { toLanguage } from '#web/lib/format.ts';

const FAILED = { fallback: 'quotes.failed' } as const;

export function useAddQuote() {
  const { i18n } = useTranslation();
  const appLanguage = toLanguage(i18n.language);
  return useDataMutation(
    (source, input: Omit<NewQuote, 'appLanguage'>) => source.addQuote({ ...input, appLanguage }),
    FAILED,
  );
}

export const useUpdateQuote = () =>
  useDataMutation(
    (source, input: { id: string; changes: QuoteChanges }) =>
      source.updateQuote(input.id, input.changes),
    FAILED,
  );

export const useDeleteQuote = () =>
  useDataMutation((source, id: string) => source.deleteQuote(id), FAILED);

/** Sending it (share sheet, text, WhatsApp, e-mail, copy link) marks it sent, once. */
export const useMarkQuoteSent = () =>
  useDataMutation((source, id: string) => source.markQuoteSent(id), FAILED);

export const useRevokeQuote = () =>
  useDataMutation((source, id: string) => source.revokeQuote(id), FAILED);

/** Sets when the quote's share link ends; null: never (decision 057). */
export const useSetQuoteShareExpiry = () =>
  useDataMutation(
    (source, input: { id: string; expiresAt: string | null }) =>
      source.setQuoteShareExpiry(input.id, input.expiresAt),
    FAILED,
  );

/** One tap on an accepted quote: its job, or its repeating job's series. */
export const useMakeWorkFromQuote = () =>
  useDataMutation(
    (source, input: { id: string; today: string }) =>
      source.makeWorkFromQuote(input.id, input.today),
    FAILED,
  );
