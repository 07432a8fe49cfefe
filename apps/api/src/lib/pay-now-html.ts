import { DOCUMENT_TEXTS, payNowFor, type Language } from '@jobtrack/core';
import QRCode from 'qrcode';

// Pay now on a public page (issue 26, decision 060): a big link to the owner's payment page with
// the amount, and its QR code drawn here as inline SVG, so the page keeps working without
// scripts and within the CSP (no inline scripts, no images from elsewhere). The invoice and
// receipt page and an accepted quote's page use it.

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The styles of the Pay now block, for the page's one <style>. */
export const PAY_NOW_STYLE = `
.pay-now { margin-top: 24px; display: flex; flex-wrap: wrap; gap: 16px; align-items: center; }
.pay-now a { display: inline-block; padding: 14px 28px; border-radius: 10px; background: #2563eb;
  color: #fff; font-size: 1.2rem; font-weight: 700; text-decoration: none; text-align: center; }
.pay-now a:focus-visible { outline: 3px solid #1e3a8a; outline-offset: 2px; }
.pay-now a span { display: block; font-size: 0.95rem; font-weight: 600; }
.pay-now figure { margin: 0; text-align: center; color: #4b5563; font-size: 0.9rem; }
.pay-now svg { display: block; width: 160px; height: 160px; }
@media print { .pay-now a { color: #111827; background: none; border: 2px solid #111827; } }`;

/**
 * The Pay now block of an amount owed through the owner's payment link, in the page's language,
 * or '' when there is nothing to pay or no https link (a paid receipt shows none).
 */
export async function payNowHtml(
  link: string | undefined,
  amount: number,
  language: Language,
): Promise<string> {
  const payNow = payNowFor(link, amount, language);
  if (!payNow) return '';
  const texts = DOCUMENT_TEXTS[language];
  const svg = await QRCode.toString(payNow.href, { type: 'svg', margin: 2, width: 160 });
  const labelled = svg.replace(
    '<svg ',
    `<svg role="img" aria-label="${escapeHtml(`${texts.scanToPay}: ${payNow.label}`)}" `,
  );
  return `<section class="pay-now" aria-label="${escapeHtml(texts.payNow)}">
<a href="${escapeHtml(payNow.href)}" rel="noopener noreferrer">${escapeHtml(texts.payNow)} <span>${escapeHtml(payNow.label)}</span></a>
<figure>${labelled}<figcaption>${escapeHtml(texts.scanToPay)}</figcaption></figure>
</section>`;
}
