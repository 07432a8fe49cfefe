import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import type { DocumentWithStatus } from '#web/data/hooks/use-documents.ts';
import { DocumentStatusBadge } from './document-status-badge.tsx';

/** Documents as rows: number, customer, date, total, status; each opens the document. */
export function DocumentList({ items }: { items: DocumentWithStatus[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {items.map(({ document, status }) => (
        <li key={document.id}>
          <Link
            to={paths.invoice(document.id)}
            className="flex min-h-11 items-center gap-3 py-3 hover:bg-gray-50 focus-visible:outline-2 dark:hover:bg-gray-800"
          >
            <span className="min-w-0 grow">
              <span className="block font-medium">
                {t(`documents.kind.${document.kind}`)}{' '}
                {document.number ?? t('documents.status.draft')}
              </span>
              <span className="block truncate text-sm text-gray-600 dark:text-gray-400">
                {document.customer.name} · {format.date(document.issuedDate)}
              </span>
            </span>
            <span className="text-right">
              <span className="block font-semibold">{format.money(document.total)}</span>
              <DocumentStatusBadge status={status} />
            </span>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
