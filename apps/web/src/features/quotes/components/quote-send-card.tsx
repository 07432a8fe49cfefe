import { quoteMessage, type Quote } from '@jobtrack/core';
import { Copy, Download, Link2Off, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPlatform, smsHref } from '#web/components/contact/contact-links.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { ShareLinkExpiry } from '#web/components/documents/share-link-expiry.tsx';
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
  const [pdfError, setPdfError] = useState(false);
  const [isMaking, setIsMaking] = useState(false);
  const [copied, setCopied] = useState(false);
  const message = quoteMessage(quote, url ?? '').trim();
  const phone = quote.customer.phone.trim();
  const email = quote.customer.email.trim();
  const sent = () => {
    if (!quote.sentAt && quote.number !== null) markSent.mutate(quote.id);
  };

  const withPdf = async (act: (file: File) => Promise<void> | void, marksSent: boolean) => {
    setPdfError(false);
    setIsMaking(true);
    try {
      const blob = await makeQuotePdf(quote);
      await act(new File([blob], quotePdfName(quote), { type: 'application/pdf' }));
      if (marksSent) sent();
    } catch (error) {
      // The owner closing the share sheet is not a failure (and sends nothing).
      if (!(error instanceof DOMException && error.name === 'AbortError')) setPdfError(true);
    } finally {
      setIsMaking(false);
    }
  };

  const share = () =>
    void withPdf(async (file) => {
      const data: ShareData = { title, text: message, files: [file] };
      if (navigator.canShare?.(data)) await navigator.share(data);
      else if (navigator.share && url) await navigator.share({ title, text: message, url });
      else download(file, file.name);
    }, true);

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
      {pdfError ? (
        <Notice tone="error" onDismiss={() => setPdfError(false)}>
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
        <Button onClick={share} disabled={isMaking}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t('quotes.share')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void withPdf((file) => download(file, file.name), false)}
          disabled={isMaking}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('quotes.downloadPdf')}
        </Button>
        {url && phone ? (
          <>
            <a
              className={buttonClasses('secondary')}
              href={smsHref(phone, message, currentPlatform())}
              onClick={sent}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              {t('quotes.sms')}
            </a>
            <a
              className={buttonClasses('secondary')}
              href={whatsappHref(phone, message)}
              target="_blank"
              rel="noreferrer"
              onClick={sent}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              {t('quotes.whatsapp')}
            </a>
          </>
        ) : null}
        {url && email ? (
          <a
            className={buttonClasses('secondary')}
            href={mailHref(email, title, message)}
            onClick={sent}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t('quotes.email')}
          </a>
        ) : null}
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
      {url ? (
        <div className="mt-3 space-y-2 text-sm">
          <p>
            {t('quotes.shareLink')}{' '}
            <a href={url} className="break-all text-blue-700 underline dark:text-blue-300">
              {url}
            </a>
          </p>
          <ShareLinkExpiry
            recordId={quote.id}
            expiresAt={quote.shareExpiresAt}
            setExpiry={setExpiry}
          />
          <Button
            variant="ghost"
            onClick={() => revoke.mutate(quote.id)}
            disabled={revoke.isPending}
          >
            <Link2Off aria-hidden="true" className="h-4 w-4" />
            {t('quotes.revoke')}
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
          {quote.number === null
            ? t('quotes.linkAfterSync')
            : quote.shareToken
              ? t('quotes.linkSignedInOnly')
              : t('quotes.linkRevoked')}
        </p>
      )}
    </Card>
  );
}
