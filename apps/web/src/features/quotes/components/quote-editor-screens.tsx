import type { DataSnapshot } from '#web/data/data-source.ts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/card.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { useQuote } from '#web/data/hooks/use-quotes.ts';
import { useAddQuote, useUpdateQuote } from '../api/quote-mutations.ts';
import { QuoteEditor } from './quote-editor.tsx';

const selectCustomers = (snapshot: DataSnapshot) => snapshot.customers;

/** /app/quotes/new (issue 26), from the quick + or a customer's page (?customer=). */
export function NewQuoteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const customers = useData(selectCustomers);
  const add = useAddQuote();
  if (!customers.data) return <Spinner />;
  const preset = searchParams.get('customer') ?? '';
  const customerId = customers.data.some((customer) => customer.id === preset) ? preset : undefined;
  return (
    <section aria-labelledby="quote-editor-heading" className="space-y-4">
      <h2 id="quote-editor-heading" className="text-xl font-semibold">
        {t('quotes.new')}
      </h2>
      <QuoteEditor
        customers={customers.data}
        {...(customerId ? { customerId } : {})}
        isSaving={add.isPending}
        failure={add.failure}
        onDismissFailure={() => add.reset()}
        onCancel={() => void navigate(customerId ? paths.customer(customerId) : paths.quotes)}
        onSave={(result) =>
          add.mutate(result, {
            onSuccess: (quote) => void navigate(paths.quote(quote.id), { replace: true }),
          })
        }
      />
    </section>
  );
}

/** /app/quotes/{id}/edit (issue 26): only while the customer has not answered. */
export function EditQuoteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const quote = useQuote(id);
  const customers = useData(selectCustomers);
  const update = useUpdateQuote();
  if (!customers.data) return <Spinner />;
  if (!quote) {
    return (
      <EmptyState
        title={t('quotes.notFound')}
        action={
          <ButtonLink to={paths.quotes} variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('quotes.backToQuotes')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section aria-labelledby="quote-editor-heading" className="space-y-4">
      <h2 id="quote-editor-heading" className="text-xl font-semibold">
        {t('quotes.editTitle')}
      </h2>
      {quote.answer ? (
        <Notice tone="info">{t('quotes.answeredNote')}</Notice>
      ) : (
        <QuoteEditor
          customers={customers.data}
          quote={quote}
          isSaving={update.isPending}
          failure={update.failure}
          onDismissFailure={() => update.reset()}
          onCancel={() => void navigate(paths.quote(quote.id))}
          onSave={({ customerId: _customerId, repeat, ...changes }) =>
            update.mutate(
              { id: quote.id, changes: { ...changes, repeat: repeat ?? null } },
              { onSuccess: () => void navigate(paths.quote(quote.id), { replace: true }) },
            )
          }
        />
      )}
    </section>
  );
}
