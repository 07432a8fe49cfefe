import { quoteMessage, type Quote } from '@jobtrack/core';
import { Copy, Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import {
  downloadFile,
  SendLinks,
  shareFile,
  ShareLinkPanel,
  usePdfAction,
} from '#web/components/documents/send-link-actions.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useShareOrigin } from '#web/data/hooks/use-documents.ts';
import {
  useMarkQuoteSent,
  useRevokeQuote,
  useSetQuoteShareExpiry,
} from '../api/quote-mutations.ts';
import { makeQuotePdf, quotePdfName } from '../utils/quote-pdf.ts';

/** The quote's public page address, once numbered and shared (api mode only). */
function useQuoteUrl(quote: Quote): string | undefined {
  const origin = useShareOrigin();
  if (!origin || !quote.shareToken || quote.number === null) return undefined;
  return `${origin}/q/${quote.shareToken}`;
}

/**
 * The ways to send the quote, as an invoice's (issue 26): the PDF, the share sheet, text,
 * WhatsApp, e-mail and the link, in the customer's language; each way marks it sent.
 */
export function QuoteSendCard({ quote, title }: { quote: Quote; title: string }) {
  const { t } = useTranslation();
  const url = useQuoteUrl(quote);
  const markSent = useMarkQuoteSent();
  const revoke = useRevokeQuote();
  const setExpiry = useSetQuoteShareExpiry();
  const [copied, setCopied] = useState(false);
  const message = quoteMessage(quote, url ?? '').trim();
  const phone = quote.customer.phone.trim();
  const email = quote.customer.email.trim();
  const sent = () => {
    if (!quote.sentAt && quote.number !== null) markSent.mutate(quote.id);
  };

  const pdf = usePdfAction(async () => {
    const blob = await makeQuotePdf(quote);
    return new File([blob], quotePdfName(quote), { type: 'application/pdf' });
  });
  const share = async () => {
    if (await pdf.run((file) => shareFile(file, title, message, url))) sent();
  };

  const copyLink = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
    sent();
  };

  return (
    <Card>
      <h3 className="mb-1 font-semibold">{t('quotes.sendTitle')}</h3>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{t('quotes.sendHint')}</p>
      {pdf.failed ? (
        <Notice tone="error" onDismiss={pdf.dismiss}>
          {t('quotes.pdfFailed')}
        </Notice>
      ) : null}
      <MutationErrorNotice
        failure={markSent.failure ?? revoke.failure}
        onDismiss={() => {
          markSent.reset();
          revoke.reset();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void share()} disabled={pdf.isMaking}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t('quotes.share')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void pdf.run((file) => downloadFile(file, file.name))}
          disabled={pdf.isMaking}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('quotes.downloadPdf')}
        </Button>
        <SendLinks
          url={url}
          phone={phone}
          email={email}
          title={title}
          message={message}
          onSent={sent}
        />
        {url ? (
          <Button variant="secondary" onClick={() => void copyLink()}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t('quotes.copyLink')}
          </Button>
        ) : null}
      </div>
      {copied ? (
        <p role="status" className="mt-2 text-sm">
          {t('quotes.linkCopied')}
        </p>
      ) : null}
      <ShareLinkPanel
        url={url}
        recordId={quote.id}
        expiresAt={quote.shareExpiresAt}
        setExpiry={setExpiry}
        revoke={revoke}
        isNumbered={quote.number !== null}
        hasToken={Boolean(quote.shareToken)}
        pendingText={t('quotes.linkAfterSync')}
      />
    </Card>
  );
}
