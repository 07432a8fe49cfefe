import {
  defaultValidUntil,
  formatQuoteNumber,
  QUOTE_SIGNATURE_MAX_BYTES,
  quoteTotal,
  type Language,
} from '@jobtrack/core';
import {
  mergeFields,
  type FieldConflict,
  type QuoteAcceptBody,
  type QuoteCreateBody,
  type QuoteDeclineBody,
  type QuoteImportBody,
  type QuoteLinkBody,
  type QuoteUpdateBody,
  type ServerQuote,
} from '@jobtrack/core/wire';
import type { Created } from '../../db/changes.ts';
import { AppError, found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { NewAnswer, QuoteContent, QuotesRepository, Verdict } from './quotes.repository.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The first bytes of every PNG file. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const invalid = (message: string) => new AppError('validation_failed', message);
const answered = () =>
  new AppError('quote_answered', 'The customer has already answered this quote');
const expired = () => new AppError('quote_expired', 'This quote has expired');
const notAccepted = () =>
  new AppError('quote_not_accepted', 'The customer has not accepted this quote');

/** valid_until must not come before issued_date. */
const checkValidity = (issuedDate: string, validUntil: string) => {
  if (validUntil < issuedDate) throw invalid('valid_until: must not be before issued_date');
};

/**
 * Whether the customer may still answer at `now`: the valid-until day lasts until it has ended
 * everywhere (UTC−12), so no customer finds a quote expired on its last day (decision 061).
 */
export const isPastValidity = (validUntil: string, now = Date.now()): boolean =>
  new Date(now - 12 * 3_600_000).toISOString().slice(0, 10) > validUntil;

/** The PNG's bytes of a signature data URL, or a 400 when it is not a PNG or too large. */
export function signatureBytes(dataUrl: string): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > QUOTE_SIGNATURE_MAX_BYTES) {
    throw invalid(`signature: must be at most ${QUOTE_SIGNATURE_MAX_BYTES} bytes`);
  }
  if (bytes.length <= PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw invalid('signature: must be a PNG image');
  }
  return bytes.toString('base64');
}

/** A refusal of the repository's guards as the error the API answers. */
function settled(verdict: Verdict<'answered' | 'expired' | 'not_accepted'>): ServerQuote {
  if (verdict === 'answered') throw answered();
  if (verdict === 'expired') throw expired();
  if (verdict === 'not_accepted') throw notAccepted();
  return found(verdict, 'Quote');
}

export function createQuotesService(
  repository: QuotesRepository,
  customers: CustomersService,
  profile: ProfileService,
) {
  /** The business as the quote prints it, copied from the profile now (as documents do). */
  const business = async (ownerId: string): Promise<QuoteContent['business']> => {
    const stored = (await profile.get(ownerId)) as Record<string, unknown> | null;
    return {
      name: text(stored?.businessName),
      phone: text(stored?.phone),
      email: text(stored?.email),
      address: text(stored?.address),
      logo: str(stored?.profileImage) ?? null,
      payment_instructions: text(stored?.paymentInstructions),
      // The owner's Pay now link (issue 26 item 4), once the profile holds one.
      payment_link: str(stored?.paymentLink) ?? null,
    };
  };

  return {
    list: (ownerId: string, customerId?: string) => repository.list(ownerId, customerId),

    async get(ownerId: string, id: string): Promise<ServerQuote> {
      return found(await repository.get(ownerId, id), 'Quote');
    },

    /** A new quote: numbered Q-0001… without gaps, the business and customer copied now. */
    async create(ownerId: string, body: QuoteCreateBody): Promise<Created<ServerQuote>> {
      const id = body.id ?? newId('quote');
      const existing = await repository.get(ownerId, id);
      if (existing) return { record: existing, created: false };
      const issuedDate = body.issued_date ?? new Date().toISOString().slice(0, 10);
      const validUntil = body.valid_until ?? defaultValidUntil(issuedDate);
      checkValidity(issuedDate, validUntil);
      const customer = await customers.get(ownerId, body.customer_id);
      const language: Language = customer.language ?? body.language ?? 'en';
      const inserted = await repository.insert(
        ownerId,
        {
          id,
          customer_id: customer.id,
          issued_date: issuedDate,
          valid_until: validUntil,
          language,
          content: {
            business: await business(ownerId),
            customer: {
              name: customer.name,
              phone: customer.phone ?? '',
              email: customer.email ?? '',
              address: customer.address ?? '',
            },
            items: body.items,
            notes: body.notes?.trim() ?? '',
            repeat: body.repeat ?? null,
          },
        },
        formatQuoteNumber,
      );
      return notDeleted(inserted, 'Quote');
    },

    /**
     * The owner's changes while the customer has not answered (409 quote_answered after). With
     * `base` a field another device changed meanwhile keeps its stored value and is answered in
     * `conflicts` (decision 047), as a job's.
     */
    async update(
      ownerId: string,
      id: string,
      body: QuoteUpdateBody,
    ): Promise<ServerQuote & { conflicts?: FieldConflict[] }> {
      const { base, ...changes } = body;
      let conflicts: FieldConflict[] = [];
      const verdict = await repository.update(
        ownerId,
        id,
        (current) => {
          if (current.answer) return 'answered';
          checkValidity(current.issued_date, changes.valid_until ?? current.valid_until);
          return undefined;
        },
        (current) => {
          const stored = {
            items: current.items,
            notes: current.notes,
            valid_until: current.valid_until,
            repeat: current.repeat,
          };
          const merged = mergeFields(stored, changes, base);
          conflicts = merged.conflicts;
          const write = merged.write;
          return {
            valid_until: write.valid_until ?? current.valid_until,
            content: {
              business: current.business,
              customer: current.customer,
              items: write.items ?? current.items,
              notes: write.notes !== undefined ? write.notes.trim() : current.notes,
              repeat: write.repeat !== undefined ? write.repeat : current.repeat,
            },
          };
        },
      );
      const quote = settled(verdict);
      return conflicts.length > 0 ? { ...quote, conflicts } : quote;
    },

    async markSent(ownerId: string, id: string): Promise<ServerQuote> {
      return found(await repository.markSent(ownerId, id), 'Quote');
    },

    async revoke(ownerId: string, id: string): Promise<ServerQuote> {
      return found(await repository.revoke(ownerId, id), 'Quote');
    },

    async setShareExpiry(
      ownerId: string,
      id: string,
      expiresAt: string | null,
    ): Promise<ServerQuote> {
      return found(await repository.setShareExpiry(ownerId, id, expiresAt), 'Quote');
    },

    /**
     * Links the job or series made from an accepted quote (409 quote_not_accepted before). The
     * first link stays: a second device making work from the same quote gets the stored one.
     */
    async link(ownerId: string, id: string, body: QuoteLinkBody): Promise<ServerQuote> {
      const [kind, workId] =
        'job_id' in body ? (['job', body.job_id] as const) : (['series', body.series_id] as const);
      const quote = await this.get(ownerId, id);
      if (quote.answer?.decision !== 'accepted') throw notAccepted();
      if (!(await repository.hasWork(ownerId, kind, workId))) {
        throw notFound(kind === 'job' ? 'Job' : 'Series');
      }
      const verdict = await repository.link(
        ownerId,
        id,
        (current) =>
          current.answer?.decision !== 'accepted'
            ? 'not_accepted'
            : current.job_id || current.series_id
              ? 'keep'
              : undefined,
        body,
      );
      return settled(verdict);
    },

    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Quote');
    },

    /**
     * A quote of a backup file, as it was (number, answer and signature included); its number is
     * kept unless the owner already uses it. A fresh share link is made; the job and series are
     * kept only when the owner has them.
     */
    async importOne(ownerId: string, body: QuoteImportBody): Promise<Created<ServerQuote>> {
      const existing = await repository.get(ownerId, body.id);
      if (existing) return { record: existing, created: false };
      checkValidity(body.issued_date, body.valid_until);
      if (body.answer?.decision === 'accepted') signatureBytes(body.answer.signature);
      const customer = await customers.get(ownerId, body.customer_id);
      const kept = async (kind: 'job' | 'series', workId: string | null) =>
        workId && (await repository.hasWork(ownerId, kind, workId)) ? workId : null;
      const inserted = await repository.importOne(
        ownerId,
        {
          id: body.id,
          customer_id: customer.id,
          issued_date: body.issued_date,
          valid_until: body.valid_until,
          language: body.language,
          content: {
            business: { ...body.business, payment_link: body.business.payment_link ?? null },
            customer: body.customer,
            items: body.items,
            notes: body.notes,
            repeat: body.repeat,
          },
          sequence: body.number ? Number(body.number.slice(2)) : null,
          sent_at: body.sent_at,
          viewed_at: body.viewed_at,
          answer: body.answer,
          job_id: await kept('job', body.job_id),
          series_id: await kept('series', body.series_id),
          created_at: body.created_at ?? null,
        },
        formatQuoteNumber,
      );
      return notDeleted(inserted, 'Quote');
    },

    /** The public page's quote and its owner, or undefined (unknown, revoked, ended link). */
    byToken: (token: string) => repository.byToken(token),

    /** The customer opened the page: the first opening is kept (and reaches the owner's devices). */
    async markViewed(ownerId: string, id: string): Promise<ServerQuote | undefined> {
      return repository.markViewed(ownerId, id);
    },

    /**
     * The customer accepts with their name, signature and the optional items they ticked. The
     * same decision again answers the stored one (a double tap records one answer); after a
     * decline, 409 quote_answered; past its valid-until day, 409 quote_expired.
     */
    async accept(ownerId: string, id: string, body: QuoteAcceptBody): Promise<ServerQuote> {
      const signature = signatureBytes(body.signature);
      const verdict = await repository.answer<'answered' | 'expired'>(ownerId, id, (current) => {
        if (current.answer) return current.answer.decision === 'accepted' ? 'keep' : 'answered';
        if (isPastValidity(current.valid_until)) return 'expired';
        const optional = new Set(current.items.filter((item) => item.optional).map((i) => i.id));
        const chosen = [...new Set(body.items)];
        if (chosen.some((itemId) => !optional.has(itemId))) {
          throw invalid('items: must be optional items of this quote');
        }
        const items = current.items.map((item) => ({ ...item, unitPrice: item.unit_price }));
        const answer: NewAnswer = {
          decision: 'accepted',
          signer_name: body.name.trim(),
          signature_base64: signature,
          chosen_item_ids: chosen,
          total: quoteTotal(items, chosen),
        };
        return answer;
      });
      return settled(verdict);
    },

    /** The customer declines, with an optional reason; idempotent as accept. */
    async decline(ownerId: string, id: string, body: QuoteDeclineBody): Promise<ServerQuote> {
      const verdict = await repository.answer<'answered' | 'expired'>(ownerId, id, (current) => {
        if (current.answer) return current.answer.decision === 'declined' ? 'keep' : 'answered';
        if (isPastValidity(current.valid_until)) return 'expired';
        return { decision: 'declined', reason: body.reason?.trim() ?? '' };
      });
      return settled(verdict);
    },

    changed: repository.changed,
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
