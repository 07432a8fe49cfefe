import {
  DOCUMENT_TEXTS,
  formatDate,
  INTL_LOCALES,
  quoteItemAmount,
  QUOTE_TEXTS,
  quoteView,
  type Language,
  type Quote,
} from '@jobtrack/core';
import { toQuote, type ServerQuote } from '@jobtrack/core/wire';
import { escapeHtml as escape, PAY_NOW_STYLE, payNowHtml } from '../../lib/pay-now-html.ts';
import { isPastValidity } from './quotes.service.ts';

// The customer's page of a quote (issue 26, decision 061): server-made HTML in the quote's
// language. Its only scripts are files of this origin (the CSP is script-src 'self'): the
// signature pad library and quote-page.client.js, which reads the page's data from a JSON block.
// Everything the owner or the customer typed is escaped here.

/** Where the page's two scripts are served (quotes.routes.ts). */
export const QUOTE_ASSETS = {
  signaturePad: '/q/assets/signature_pad.js',
  client: '/q/assets/quote-page.js',
} as const;

/** JSON inside a script element: nothing in it can close the element. */
const inScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

const cents = (amount: number) => Math.round(amount * 100);

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
.meta p { margin: 2px 0; }
table { width: 100%; border-collapse: collapse; margin-top: 16px; }
th, td { padding: 8px 4px; border-bottom: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
th:last-child, td:last-child { text-align: right; white-space: nowrap; }
td.number, th.number { text-align: right; }
.optional-tag { display: inline-block; font-size: 0.8rem; color: #374151; background: #e5e7eb;
  border-radius: 999px; padding: 0 8px; margin-left: 4px; }
label.item { display: flex; gap: 8px; align-items: flex-start; cursor: pointer; }
label.item input { width: 22px; height: 22px; margin: 0; flex: none; }
.total { display: flex; justify-content: space-between; font-weight: 700; font-size: 1.2rem;
  border-top: 2px solid #111827; margin-top: 12px; padding-top: 8px; }
.note { white-space: pre-wrap; }
.status { border-radius: 8px; padding: 12px 16px; margin-top: 24px; }
.status p { margin: 4px 0; }
.accepted { background: #ecfdf5; border: 1px solid #047857; }
.declined, .expired { background: #fef2f2; border: 1px solid #b91c1c; }
.signature img { max-width: 100%; height: auto; background: #fff; border: 1px solid #d1d5db; border-radius: 6px; }
.actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px; }
/* The display above would show the Accept and Decline buttons the script hides while a form is open. */
.actions[hidden] { display: none; }
button, .call { font: inherit; font-size: 1rem; min-height: 44px; padding: 8px 20px; border-radius: 8px;
  border: 1px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
button.primary, .call { background: #065f46; border-color: #065f46; color: #fff; text-decoration: none;
  display: inline-flex; align-items: center; }
button.danger { background: #991b1b; border-color: #991b1b; color: #fff; }
button:disabled { opacity: 0.6; cursor: default; }
form.panel { margin-top: 24px; display: grid; gap: 8px; }
form.panel[hidden] { display: none; }
form.panel label { font-weight: 600; }
input[type="text"], textarea { font: inherit; font-size: 1rem; padding: 8px; border: 1px solid #6b7280;
  border-radius: 6px; width: 100%; box-sizing: border-box; }
.pad { position: relative; width: 100%; height: 180px; border: 1px dashed #374151; border-radius: 8px;
  background: #fff; touch-action: none; }
.pad canvas { width: 100%; height: 100%; display: block; border-radius: 8px; }
.hint { color: #4b5563; margin: 0; font-size: 0.9rem; }
.error { color: #991b1b; font-weight: 600; margin: 0; min-height: 1.2em; }
footer { margin-top: 32px; color: #4b5563; }
@media (max-width: 480px) { main { margin: 0; border-radius: 0; padding: 24px 16px; } .meta { text-align: left; } }
@media print {
  body { background: #fff; }
  main { box-shadow: none; margin: 0; max-width: none; padding: 0; }
  .actions, form.panel { display: none; }
}`;

const page = (title: string, language: string, body: string, scripts = '') => `<!doctype html>
<html lang="${escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)}</title>
<style>${STYLE}${PAY_NOW_STYLE}</style>
</head>
<body>
${body}
${scripts}
</body>
</html>
`;

/** The tel: link of a phone number as the owner typed it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * An accepted quote's Pay now button and QR code, with the accepted total (decision 060), and the
 * owner's payment instructions (Zelle, bank details) beside them, as an invoice's page shows them.
 */
export const payNowSection = async (quote: Quote, amount: number): Promise<string> => {
  const instructions = quote.business.paymentInstructions.trim();
  const howToPay =
    instructions && amount > 0
      ? `<h2>${escape(DOCUMENT_TEXTS[quote.language].paymentInstructions)}</h2><p class="note">${escape(instructions)}</p>`
      : '';
  return `${await payNowHtml(quote.business.paymentLink, amount, quote.language)}${howToPay}`;
};

const paragraphs = (values: string[]) =>
  values
    .filter((value) => value.trim() !== '')
    .map((value) => `<p>${escape(value)}</p>`)
    .join('');

/** Where the quote stands for the customer now. */
type PageState = 'open' | 'accepted' | 'declined' | 'expired';

const stateOf = (quote: Quote, now: number): PageState =>
  quote.answer?.decision ?? (isPastValidity(quote.validUntil, now) ? 'expired' : 'open');

export async function renderQuotePage(
  row: ServerQuote,
  token: string,
  now = Date.now(),
): Promise<string> {
  const quote = toQuote(row);
  const view = quoteView(quote);
  const { texts } = view;
  const { business, customer } = quote;
  const state = stateOf(quote, now);
  const answer = quote.answer;
  const chosen = answer?.decision === 'accepted' ? new Set(answer.chosenItemIds) : undefined;
  const isOpen = state === 'open';
  const hasOptional = quote.items.some((item) => item.optional);

  // Once accepted, the items taken; before, every item (the optional ones to tick while open).
  const shown = view.items.filter((item) => !chosen || !item.optional || chosen.has(item.id));
  const rows = shown
    .map((item, index) => {
      const source = quote.items.find((candidate) => candidate.id === item.id)!;
      const tag = item.optional
        ? ` <span class="optional-tag">${escape(texts.optional)}</span>`
        : '';
      const description =
        isOpen && item.optional
          ? `<label class="item"><input type="checkbox" name="items" value="${escape(item.id)}" data-cents="${cents(quoteItemAmount(source))}" id="item-${index}"><span>${escape(item.description)}${tag}</span></label>`
          : `${escape(item.description)}${tag}`;
      return `<tr><td>${description}</td><td class="number">${escape(item.quantity)}</td><td class="number">${escape(item.unitPrice)}</td><td>${escape(item.amount)}</td></tr>`;
    })
    .join('');

  const totalLabel = isOpen && hasOptional ? texts.totalChosen : texts.total;
  const payNow = answer?.decision === 'accepted' ? await payNowSection(quote, answer.total) : '';
  const status = (() => {
    if (answer?.decision === 'accepted') {
      return `<section class="status accepted" aria-labelledby="answer-title">
<h2 id="answer-title">${escape(texts.acceptedBy(answer.signerName, formatDate(answer.at, quote.language)))}</h2>
<p class="signature"><img src="${escape(answer.signature)}" alt="${escape(`${texts.signature}: ${answer.signerName}`)}"></p>
<p>${escape(texts.thanksAccepted)}</p>
</section>
${payNow}`;
    }
    if (answer?.decision === 'declined') {
      return `<section class="status declined" aria-labelledby="answer-title">
<h2 id="answer-title">${escape(texts.declinedOn(formatDate(answer.at, quote.language)))}</h2>
${answer.reason ? `<p class="note">${escape(answer.reason)}</p>` : ''}
<p>${escape(texts.thanksDeclined)}</p>
</section>`;
    }
    if (state === 'expired') {
      return `<section class="status expired" aria-labelledby="answer-title">
<h2 id="answer-title">${escape(texts.expiredOn(view.validUntil))}</h2>
${business.phone ? `<p><a class="call" href="${escape(telHref(business.phone))}">${escape(texts.call(business.phone))}</a></p>` : ''}
</section>`;
    }
    return '';
  })();

  const actions = isOpen
    ? `<div class="actions" id="quote-actions">
<button type="button" class="primary" id="accept-open">${escape(texts.accept)}</button>
<button type="button" id="decline-open">${escape(texts.decline)}</button>
</div>
<form class="panel" id="accept-form" hidden aria-labelledby="accept-title" novalidate>
<h2 id="accept-title">${escape(texts.acceptTitle)}</h2>
<label for="signer-name">${escape(texts.yourName)}</label>
<input type="text" id="signer-name" name="name" autocomplete="name" maxlength="100" required>
<p class="hint" id="sign-label">${escape(texts.signHere)}</p>
<p class="hint" id="sign-hint">${escape(texts.signHint)}</p>
<div class="pad"><canvas id="signature-pad" role="img" aria-labelledby="sign-label" aria-describedby="sign-hint"></canvas></div>
<div><button type="button" id="signature-clear">${escape(texts.clear)}</button></div>
<p class="error" id="accept-error" role="alert"></p>
<div class="actions">
<button type="submit" class="primary">${escape(texts.confirmAccept)}</button>
<button type="button" class="cancel">${escape(texts.cancel)}</button>
</div>
</form>
<form class="panel" id="decline-form" hidden aria-labelledby="decline-title" novalidate>
<h2 id="decline-title">${escape(texts.declineTitle)}</h2>
<label for="decline-reason">${escape(texts.reason)}</label>
<textarea id="decline-reason" name="reason" rows="3" maxlength="500"></textarea>
<p class="error" id="decline-error" role="alert"></p>
<div class="actions">
<button type="submit" class="danger">${escape(texts.confirmDecline)}</button>
<button type="button" class="cancel">${escape(texts.cancel)}</button>
</div>
</form>`
    : '';

  const baseCents = cents(
    quote.items
      .filter((item) => !item.optional)
      .reduce((sum, item) => sum + quoteItemAmount(item), 0),
  );
  const data = {
    locale: INTL_LOCALES[quote.language],
    baseCents,
    acceptUrl: `/q/${token}/accept`,
    declineUrl: `/q/${token}/decline`,
    texts: {
      nameRequired: texts.nameRequired,
      signatureRequired: texts.signatureRequired,
      failed: texts.failed,
    },
  };
  const scripts = isOpen
    ? `<script type="application/json" id="quote-data">${inScript(data)}</script>
<script src="${QUOTE_ASSETS.signaturePad}"></script>
<script src="${QUOTE_ASSETS.client}"></script>`
    : '';

  const title = `${texts.quote} ${view.number}${business.name ? ` · ${business.name}` : ''}`;
  const body = `<main>
<header>
<div class="business">
${business.logo ? `<img src="${escape(business.logo)}" alt="${escape(business.name)}">` : ''}
<p><strong>${escape(business.name)}</strong></p>
${paragraphs([business.phone, business.email, business.address])}
</div>
<div class="meta">
<h1>${escape(texts.quote)}</h1>
<p>${escape(texts.number)}: <strong>${escape(view.number)}</strong></p>
<p>${escape(texts.date)}: ${escape(view.issued)}</p>
<p>${escape(texts.validUntil)}: ${escape(view.validUntil)}</p>
</div>
</header>
<section class="customer" aria-labelledby="quote-for">
<h2 id="quote-for">${escape(texts.for)}</h2>
<p><strong>${escape(customer.name)}</strong></p>
${paragraphs([customer.phone, customer.email, customer.address])}
</section>
${status}
<section class="items">
${chosen ? `<h2>${escape(texts.chosenItems)}</h2>` : ''}
${isOpen && hasOptional ? `<p class="hint">${escape(texts.chooseOptional)}</p>` : ''}
<table>
<thead><tr><th scope="col">${escape(texts.description)}</th><th scope="col" class="number">${escape(texts.quantity)}</th><th scope="col" class="number">${escape(texts.unitPrice)}</th><th scope="col">${escape(texts.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<p class="total"><span>${escape(totalLabel)}</span><output id="quote-total" aria-live="polite">${escape(view.total)}</output></p>
</section>
${view.repeat ? `<h2>${escape(texts.repeats)}</h2><p>${escape(view.repeat)}</p>` : ''}
${quote.notes ? `<h2>${escape(texts.notes)}</h2><p class="note">${escape(quote.notes)}</p>` : ''}
${actions}
</main>`;
  return page(title, quote.language, body, scripts);
}

/** The page of an unknown, revoked or ended link, in the visitor's language. */
export const notFoundPage = (language: Language = 'en') => {
  const texts = QUOTE_TEXTS[language];
  return page(
    texts.notFoundTitle,
    language,
    `<main><h1>${escape(texts.notFoundTitle)}</h1><p>${escape(texts.notFoundBody)}</p></main>`,
  );
};
