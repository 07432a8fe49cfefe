import type { DocumentTexts, PayNow } from '@jobtrack/core';
import { useQrDataUrl } from '#web/lib/hooks/use-qr-data-url.ts';
import { QR_IMAGE } from '#web/config/ui.ts';

/**
 * Pay now as the customer sees it (decision 060): a link to the owner's payment page with the
 * amount, and its QR code for a phone held up to this screen. The customer pays there.
 */
export function DocumentPayNow({ payNow, texts }: { payNow: PayNow; texts: DocumentTexts }) {
  const image = useQrDataUrl(payNow.href);
  const size = { width: QR_IMAGE.width / 2, height: QR_IMAGE.width / 2 };
  return (
    <section aria-label={texts.payNow} className="flex flex-wrap items-center gap-4">
      <a
        href={payNow.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 flex-col items-center justify-center rounded-xl bg-blue-600 px-6 py-3 text-lg font-bold text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {texts.payNow} <span className="text-sm font-semibold">{payNow.label}</span>
      </a>
      <figure className="flex flex-col items-center gap-1 text-xs text-gray-600 dark:text-gray-300">
        {image.status === 'ready' ? (
          <img src={image.src} alt={`${texts.scanToPay}: ${payNow.label}`} {...size} />
        ) : (
          <div style={size} aria-hidden="true" />
        )}
        <figcaption>{texts.scanToPay}</figcaption>
      </figure>
    </section>
  );
}
