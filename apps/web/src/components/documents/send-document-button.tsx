import { documentKindFor, type Job } from '@jobtrack/core';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { MutationErrorNotice } from '../ui/failure-notice.tsx';
import { paths } from '#web/config/paths.ts';
import { useCreateDocument } from '#web/data/hooks/use-documents.ts';

/**
 * On a completed job (issue 15): "Send receipt" when nothing is owed, else "Send invoice". Makes
 * the document and opens it, where it is downloaded or sent.
 */
export function SendDocumentButton({ job }: { job: Job }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateDocument();
  if (job.status !== 'completed') return null;
  const kind = documentKindFor([job]);
  return (
    <div className="space-y-2">
      <MutationErrorNotice failure={create.failure} onDismiss={() => create.reset()} />
      <Button
        variant="secondary"
        className="w-full"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { kind, customerId: job.customerId, jobIds: [job.id] },
            { onSuccess: (document) => void navigate(paths.invoice(document.id)) },
          )
        }
      >
        <FileText aria-hidden="true" className="h-4 w-4" />
        {t(kind === 'receipt' ? 'documents.sendReceipt' : 'documents.sendInvoice')}
      </Button>
    </div>
  );
}
