import { documentMessage, type InvoiceDocument } from '@jobtrack/core';
import { ArrowLeft, Download, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import {
  downloadFile,
  SendLinks,
  shareFile,
  ShareLinkPanel,
  usePdfAction,
} from '#web/components/documents/send-link-actions.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { paths } from '#web/config/paths.ts';
import {
  useDeleteDocument,
  useDocumentsWithStatus,
  useRevokeDocument,
  useSetShareExpiry,
  useShareUrl,
} from '#web/data/hooks/use-documents.ts';
import { useData, useDataSource } from '#web/data/hooks/data-context.tsx';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { choosablePhotos, documentProof } from '../utils/document-proof.ts';
import { makeDocumentPdf, pdfFileName } from '../utils/pdf.ts';
import { pdfProof } from '../utils/pdf-images.ts';
import { DocumentPhotoPicker } from './document-photo-picker.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { DocumentStatusBadge } from '#web/components/documents/document-status-badge.tsx';

const selectProofRecords = (snapshot: DataSnapshot) => ({
  jobs: snapshot.jobs,
  photos: snapshot.photos,
});

/** /app/invoices/{id}: the document, its PDF, its share link and the ways to send it. */
export function DocumentScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const entry = useDocumentsWithStatus().find((item) => item.document.id === id);
  if (!entry) {
    return (
      <section aria-labelledby="document-heading" className="space-y-4">
        <h2 id="document-heading" className="text-xl font-semibold">
          {t('documents.notFoundTitle')}
        </h2>
        <EmptyState
          title={t('documents.notFound')}
          action={
            <ButtonLink to={paths.invoices} variant="secondary">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('documents.backToInvoices')}
            </ButtonLink>
          }
        />
      </section>
    );
  }
  return <DocumentDetail document={entry.document} status={entry.status} />;
}

function DocumentDetail({
  document,
  status,
}: {
  document: InvoiceDocument;
  status: ReturnType<typeof useDocumentsWithStatus>[number]['status'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shareUrl = useShareUrl(document);
  const revoke = useRevokeDocument();
  const setExpiry = useSetShareExpiry();
  const remove = useDeleteDocument();
  const source = useDataSource();
  const records = useData(selectProofRecords).data ?? { jobs: [], photos: [] };
  const proof = documentProof(document, records.jobs, records.photos);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const kindLabel = t(`documents.kind.${document.kind}`);
  const title = `${kindLabel} ${document.number ?? t('documents.status.draft')}`;
  const message = documentMessage(document, shareUrl ?? '').trim();
  const phone = document.customer.phone.trim();
  const email = document.customer.email.trim();

  const pdf = usePdfAction(async () => {
    const blob = await makeDocumentPdf(document, await pdfProof(source, proof));
    return new File([blob], pdfFileName(document), { type: 'application/pdf' });
  });

  return (
    <section aria-labelledby="document-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={paths.invoices} variant="ghost" aria-label={t('documents.backToInvoices')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
        <h2 id="document-heading" className="text-xl font-semibold">
          {title}
        </h2>
        <DocumentStatusBadge status={status} />
      </div>
      {document.number === null ? <Notice tone="info">{t('documents.draftNote')}</Notice> : null}
      {pdf.failed ? (
        <Notice tone="error" onDismiss={pdf.dismiss}>
          {t('documents.pdfFailed')}
        </Notice>
      ) : null}
      <MutationErrorNotice
        failure={revoke.failure ?? remove.failure}
        onDismiss={() => {
          revoke.reset();
          remove.reset();
        }}
      />
      <Card>
        <h3 className="mb-3 font-semibold">{t('documents.sendTitle')}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void pdf.run((file) => downloadFile(file, file.name))}
            disabled={pdf.isMaking}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('documents.downloadPdf')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void pdf.run((file) => shareFile(file, title, message, shareUrl))}
            disabled={pdf.isMaking}
          >
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {t('documents.share')}
          </Button>
          <SendLinks url={shareUrl} phone={phone} email={email} title={title} message={message} />
        </div>
        <ShareLinkPanel
          url={shareUrl}
          recordId={document.id}
          expiresAt={document.shareExpiresAt}
          setExpiry={setExpiry}
          revoke={revoke}
          isNumbered={document.number !== null}
          hasToken={Boolean(document.shareToken)}
          pendingText={t('documents.linkAfterSync')}
        />
      </Card>
      <DocumentPhotoPicker document={document} photos={choosablePhotos(document, records.photos)} />
      <DocumentPreview document={document} proof={proof} />
      <Button variant="danger" onClick={() => setIsConfirmingDelete(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('documents.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        isBusy={remove.isPending}
        title={t('documents.deleteTitle')}
        message={t('documents.deleteMessage')}
        confirmLabel={t('documents.delete')}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => void navigate(paths.invoices),
            onSettled: () => setIsConfirmingDelete(false),
          })
        }
      />
    </section>
  );
}
