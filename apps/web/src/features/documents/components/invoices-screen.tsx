import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useDocumentsWithStatus } from '#web/data/hooks/use-documents.ts';
import { DocumentList } from '#web/components/documents/document-list.tsx';

/** /app/invoices (issue 15): every invoice and receipt with its status; reached from Payments. */
export function InvoicesScreen() {
  const { t } = useTranslation();
  const items = useDocumentsWithStatus();
  return (
    <section aria-labelledby="invoices-heading" className="space-y-4">
      <div className="flex items-center gap-2">
        <ButtonLink to={paths.payments} variant="ghost" aria-label={t('documents.backToPayments')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <h2 id="invoices-heading" className="text-xl font-semibold">
          {t('documents.heading')}
        </h2>
      </div>
      {items.length === 0 ? (
        <EmptyState title={t('documents.empty')} message={t('documents.emptyHint')} />
      ) : (
        <Card>
          <DocumentList items={items} />
        </Card>
      )}
    </section>
  );
}
