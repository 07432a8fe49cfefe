import { useCallback } from 'react';
import { PaymentsScreen } from '#web/features/payments/index.tsx';
import { useDocuments, useShareOrigin } from '#web/data/hooks/use-documents.ts';

/**
 * /app/payments with its reminders carrying each job's invoice link (issue 15): the newest
 * numbered, still shared document that holds the job.
 */
export function PaymentsWithInvoiceLinks() {
  const documents = useDocuments();
  const origin = useShareOrigin();
  const invoiceUrlFor = useCallback(
    (jobId: string) => {
      if (!origin) return undefined;
      const document = documents.find(
        (item) => item.number !== null && item.shareToken && item.jobIds.includes(jobId),
      );
      return document ? `${origin}/d/${document.shareToken}` : undefined;
    },
    [documents, origin],
  );
  return <PaymentsScreen invoiceUrlFor={invoiceUrlFor} />;
}
