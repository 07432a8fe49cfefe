import {
  documentView,
  DOCUMENT_TEXTS,
  PHOTO_TEXTS,
  signedByLine,
  type Language,
} from '@jobtrack/core';
import { toDocument, type ServerDocument, type WirePhoto } from '@jobtrack/core/wire';
import type { JobSignOff } from './documents.repository.ts';
import { escapeHtml as escape, PAY_NOW_STYLE, payNowHtml } from '../../lib/pay-now-html.ts';

// The public page of a shared document (decision 035): server-made HTML of that one document,
// in the customer's language, without scripts, styled for the screen and for print.

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 720px; margin: 24px auto; background: #fff; padding: 32px 24px; border-radius: 12px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
header { display: flex; gap: 16px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; }
.business img { max-height: 64px; max-width: 160px; display: block; margin-bottom: 8px; }
.business p, .customer p { margin: 2px 0; }
h1 { margin: 0 0 4px; font-size: 1.75rem; }
h2 { font-size: 1rem; margin: 24px 0 4px; text-transform: uppercase; letter-spacing: 0.05em; color: #4b5563; }
.meta { text-align: right; }
table { width: 100%; border-collapse: collapse; margin-top: 24px; }
th, td { padding: 8px 4px; border-bottom: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
th:last-child, td:last-child { text-align: right; white-space: nowrap; }
.totals { margin-left: auto; margin-top: 16px; width: auto; min-width: 60%; }
.totals td { border: 0; padding: 4px; }
.totals tr.balance td { font-weight: 700; font-size: 1.15rem; border-top: 2px solid #111827; }
.note { white-space: pre-wrap; }
footer { margin-top: 32px; color: #4b5563; }
.photos { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
.photos figure { margin: 0; }
.photos img { width: 100%; height: auto; border-radius: 8px; display: block; }
.photos figcaption { font-size: 0.9rem; color: #4b5563; margin-top: 4px; }
.signoff img { max-width: 280px; max-height: 120px; display: block; }
.signoff p { margin: 4px 0; }${PAY_NOW_STYLE}
@media (max-width: 480px) { main { margin: 0; border-radius: 0; } .meta { text-align: left; } }
@media print {
  body { background: #fff; }
  main { box-shadow: none; margin: 0; max-width: none; padding: 0; }
}`;

const page = (title: string, language: string, body: string) => `<!doctype html>
<html lang="${escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;

/** What the page shows besides the document: its chosen photos and its jobs' sign-offs. */
export type DocumentPageExtras = {
  token: string;
  photos: WirePhoto[];
  signatures: JobSignOff[];
};

/** A sign-off's moment as the signer's clock showed it, printed in UTC. */
const onSignersClock = (signature: JobSignOff) =>
  new Date(Date.parse(signature.signed_at) + signature.utc_offset * 60_000).toISOString();

/** The chosen photos and, on a receipt, the sign-offs (decision 067); images from 'self'. */
function proofHtml(document: ServerDocument, extras: DocumentPageExtras | undefined): string {
  if (!extras) return '';
  const language = document.language;
  const texts = PHOTO_TEXTS[language];
  const src = (photoId: string) =>
    `/d/${encodeURIComponent(extras.token)}/photos/${encodeURIComponent(photoId)}`;
  const figures = extras.photos
    .map((photo) => {
      const label = texts.labels[photo.label];
      const caption = photo.caption.trim();
      const alt = caption ? `${label}: ${caption}` : label;
      return `<figure><img src="${escape(src(photo.id))}" alt="${escape(alt)}" width="${photo.width}" height="${photo.height}" loading="lazy"><figcaption>${escape(alt)}</figcaption></figure>`;
    })
    .join('');
  const photos = figures
    ? `<h2 id="photos">${escape(texts.photos)}</h2><section class="photos" aria-labelledby="photos">${figures}</section>`
    : '';
  const signoffs =
    document.kind === 'receipt'
      ? extras.signatures
          .map((signature) => {
            const line = signedByLine(
              { name: signature.name, signedAt: onSignersClock(signature) },
              language,
              'UTC',
            );
            return `<section class="signoff"><img src="${escape(src(signature.photo_id))}" alt="${escape(texts.signature)}"><p>${escape(line)}</p></section>`;
          })
          .join('')
      : '';
  return `${photos}${signoffs}`;
}

/** The page of one document; Pay now while a balance is owed and it has a payment link. */
export async function renderDocumentPage(
  row: ServerDocument,
  extras?: DocumentPageExtras,
): Promise<string> {
  const document = toDocument(row);
  const view = documentView(document);
  const { texts } = view;
  const { business, customer } = document;
  const lines = (values: string[]) =>
    values
      .filter((value) => value.trim() !== '')
      .map((value) => `<p>${escape(value)}</p>`)
      .join('');
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.service)}</td><td>${escape(line.date)}</td><td>${escape(line.amount)}</td></tr>`,
    )
    .join('');
  const payNow = await payNowHtml(business.paymentLink, document.balance, document.language);
  const title = `${view.title} ${view.number}${business.name ? ` · ${business.name}` : ''}`;
  const body = `<main>
<header>
<div class="business">
${business.logo ? `<img src="${escape(business.logo)}" alt="${escape(business.name)}">` : ''}
<p><strong>${escape(business.name)}</strong></p>
${lines([business.phone, business.email, business.address])}
</div>
<div class="meta">
<h1>${escape(view.title)}</h1>
<p>${escape(texts.number)}: <strong>${escape(view.number)}</strong></p>
<p>${escape(texts.date)}: ${escape(view.issued)}</p>
${view.due && document.balance > 0 ? `<p>${escape(texts.dueDate)}: ${escape(view.due)}</p>` : ''}
</div>
</header>
<section class="customer" aria-labelledby="bill-to">
<h2 id="bill-to">${escape(texts.billTo)}</h2>
<p><strong>${escape(customer.name)}</strong></p>
${lines([customer.phone, customer.email, customer.address])}
</section>
<table>
<thead><tr><th scope="col">${escape(texts.service)}</th><th scope="col">${escape(texts.date)}</th><th scope="col">${escape(texts.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<table class="totals">
<tbody>
<tr><td>${escape(texts.total)}</td><td>${escape(view.total)}</td></tr>
<tr><td>${escape(texts.paid)}</td><td>${escape(view.paid)}</td></tr>
${view.method ? `<tr><td>${escape(texts.method)}</td><td>${escape(view.method)}</td></tr>` : ''}
${view.paidOn ? `<tr><td>${escape(texts.paidOn)}</td><td>${escape(view.paidOn)}</td></tr>` : ''}
<tr class="balance"><td>${escape(texts.balance)}</td><td>${escape(view.balance)}</td></tr>
</tbody>
</table>
${payNow}
${document.note ? `<h2>${escape(texts.note)}</h2><p class="note">${escape(document.note)}</p>` : ''}
${business.paymentInstructions && document.balance > 0 ? `<h2>${escape(texts.paymentInstructions)}</h2><p class="note">${escape(business.paymentInstructions)}</p>` : ''}
${proofHtml(row, extras)}
<footer><p>${escape(texts.thanks)}</p></footer>
</main>`;
  return page(title, document.language, body);
}

/** The page of an unknown, revoked or ended link, in the visitor's language. */
export const notFoundPage = (language: Language = 'en') => {
  const texts = DOCUMENT_TEXTS[language];
  return page(
    texts.notFoundTitle,
    language,
    `<main><h1>${escape(texts.notFoundTitle)}</h1><p>${escape(texts.notFoundBody)}</p></main>`,
  );
};
