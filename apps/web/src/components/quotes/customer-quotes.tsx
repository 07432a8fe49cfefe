import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useQuotes } from '#web/data/hooks/use-quotes.ts';
import { QuoteList } from './quote-list.tsx';

/** On a customer's page (issue 26): their quotes, and "New quote" with them already chosen. */
export function CustomerQuotes({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const quotes = useQuotes(customerId);
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="mb-2 font-semibold">
          {t('quotes.heading')}
        </h3>
        {quotes.length > 0 ? (
          <QuoteList quotes={quotes} />
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('quotes.customerEmpty')}</p>
        )}
        <ButtonLink to={paths.newQuoteFor(customerId)} variant="secondary" className="mt-3 w-full">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('quotes.new')}
        </ButtonLink>
      </section>
    </Card>
  );
}
