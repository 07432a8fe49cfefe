import { isOwedJob, type Customer, type Job } from '@jobtrack/core';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { MutationErrorNotice } from '../ui/failure-notice.tsx';
import { paths } from '#web/config/paths.ts';
import { useFormat } from '#web/lib/format.ts';
import { useCreateDocument, useDocumentsWithStatus } from '#web/data/hooks/use-documents.ts';
import { DocumentList } from './document-list.tsx';

/** On a customer (issue 15): their documents, and "Invoice unpaid jobs" over several of them. */
export function CustomerDocuments({ customer, jobs }: { customer: Customer; jobs: Job[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const items = useDocumentsWithStatus(customer.id);
  const create = useCreateDocument();
  const owed = jobs.filter(isOwedJob);
  const [isPicking, setIsPicking] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const headingId = useId();

  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Card>
      <h3 id={headingId} className="mb-2 font-semibold">
        {t('documents.customerTitle')}
      </h3>
      <MutationErrorNotice failure={create.failure} onDismiss={() => create.reset()} />
      {items.length > 0 ? (
        <DocumentList items={items} />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('documents.customerEmpty')}</p>
      )}
      {owed.length > 0 && !isPicking ? (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          onClick={() => {
            setPicked(owed.map((job) => job.id));
            setIsPicking(true);
          }}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('documents.invoiceUnpaid')}
        </Button>
      ) : null}
      {isPicking ? (
        <fieldset className="mt-3 space-y-1">
          <legend className="mb-1 text-sm font-medium">{t('documents.pickJobs')}</legend>
          {owed.map((job) => (
            <label key={job.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={picked.includes(job.id)}
                onChange={() => toggle(job.id)}
              />
              <span className="grow">
                {job.serviceType || job.title} ·{' '}
                {format.date(job.completedDate ?? job.scheduledDate)}
              </span>
              <span className="font-medium">
                {format.money(job.actualCost ?? job.estimatedCost ?? job.price)}
              </span>
            </label>
          ))}
          <div className="flex flex-wrap gap-2 pt-2">
            <Button
              disabled={picked.length === 0 || create.isPending}
              onClick={() =>
                create.mutate(
                  { kind: 'invoice', customerId: customer.id, jobIds: picked },
                  { onSuccess: (document) => void navigate(paths.invoice(document.id)) },
                )
              }
            >
              {t('documents.makeInvoice', { count: picked.length })}
            </Button>
            <Button variant="ghost" onClick={() => setIsPicking(false)}>
              {t('documents.cancel')}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </Card>
  );
}
