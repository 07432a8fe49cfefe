import { documentMessage, type InvoiceDocument } from '@jobtrack/core';
import { ArrowLeft, Download, Link2Off, Mail, MessageCircle, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { smsHref, currentPlatform } from '#web/components/contact/contact-links.ts';
import { Button, ButtonLink, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, EmptyState } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ShareLinkExpiry } from '#web/components/documents/share-link-expiry.tsx';
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

const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

const mailHref = (email: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const download = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

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
  const [pdfError, setPdfError] = useState(false);
  const [isMaking, setIsMaking] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const kindLabel = t(`documents.kind.${document.kind}`);
  const title = `${kindLabel} ${document.number ?? t('documents.status.draft')}`;
  const message = documentMessage(document, shareUrl ?? '').trim();
  const phone = document.customer.phone.trim();
  const email = document.customer.email.trim();

  const withPdf = async (act: (file: File) => Promise<void> | void) => {
    setPdfError(false);
    setIsMaking(true);
    try {
      const blob = await makeDocumentPdf(document, await pdfProof(source, proof));
      await act(new File([blob], pdfFileName(document), { type: 'application/pdf' }));
    } catch (error) {
      // The owner closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setPdfError(true);
    } finally {
      setIsMaking(false);
    }
  };

  const share = () =>
    void withPdf(async (file) => {
      const data: ShareData = { title, text: message, files: [file] };
      if (navigator.canShare?.(data)) {
        await navigator.share(data);
      } else if (navigator.share && shareUrl) {
        await navigator.share({ title, text: message, url: shareUrl });
      } else {
        download(file, file.name);
      }
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
      {pdfError ? (
        <Notice tone="error" onDismiss={() => setPdfError(false)}>
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
            onClick={() => void withPdf((file) => download(file, file.name))}
            disabled={isMaking}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('documents.downloadPdf')}
          </Button>
          <Button variant="secondary" onClick={share} disabled={isMaking}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {t('documents.share')}
          </Button>
          {shareUrl && phone ? (
            <>
              <a
                className={buttonClasses('secondary')}
                href={smsHref(phone, message, currentPlatform())}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('documents.sms')}
              </a>
              <a
                className={buttonClasses('secondary')}
                href={whatsappHref(phone, message)}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('documents.whatsapp')}
              </a>
            </>
          ) : null}
          {shareUrl && email ? (
            <a className={buttonClasses('secondary')} href={mailHref(email, title, message)}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {t('documents.email')}
            </a>
          ) : null}
        </div>
        {shareUrl ? (
          <div className="mt-3 space-y-2 text-sm">
            <p>
              {t('documents.shareLink')}{' '}
              <a href={shareUrl} className="break-all text-blue-700 underline dark:text-blue-300">
                {shareUrl}
              </a>
            </p>
            <ShareLinkExpiry
              recordId={document.id}
              expiresAt={document.shareExpiresAt}
              setExpiry={setExpiry}
            />
            <Button
              variant="ghost"
              onClick={() => revoke.mutate(document.id)}
              disabled={revoke.isPending}
            >
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              {t('documents.revoke')}
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
            {document.number === null
              ? t('documents.linkAfterSync')
              : document.shareToken
                ? t('documents.linkSignedInOnly')
                : t('documents.linkRevoked')}
          </p>
        )}
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
