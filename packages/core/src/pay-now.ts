// Pay now (issue 26, decision 060): the owner's payment link, and the address a bill's Pay now
// button opens, with the amount filled in where the link takes one. JobTrack only links out:
// the customer pays on the payment service's own page, so no card data ever reaches JobTrack.

import { PAYMENT_LINK_MAX_CHARS } from './limits.ts';

export { PAYMENT_LINK_MAX_CHARS };

/** An https link with a dotted host: the only kind a bill links to (never http:, javascript:). */
export const HTTPS_URL = /^https:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(:\d+)?([/?#]\S*)?$/i;

/** Whether the text is a payment link the profile may keep and a bill may open. */
export const isPaymentLink = (value: string): boolean =>
  value.length <= PAYMENT_LINK_MAX_CHARS && HTTPS_URL.test(value);

/** 12.5 → '12.50': two decimals, a dot, no currency sign, as PayPal.me and Cash App read it. */
export const payNowAmount = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);

/** The one name of a plain profile link ('/name' or '/name/'), else null. */
const onlyName = (path: string): string | null => /^\/([^/]+)\/?$/.exec(path)?.[1] ?? null;

/**
 * The address the Pay now button opens, or null when the link is not an https payment link.
 * PayPal.me (`paypal.me/name`, `www.paypal.me/name`, `paypal.com/paypalme/name`) and Cash App
 * (`cash.app/$tag`) take the amount as the path's last part, so it is added there when the link
 * is the plain profile link and the amount is above 0. Every other link opens as it is: a
 * Stripe or Square link carries its own amount, and Venmo documents no amount for a link.
 */
export function payNowLink(link: string, amount: number): string | null {
  const trimmed = link.trim();
  if (!isPaymentLink(trimmed)) return null;
  if (!(Number.isFinite(amount) && amount > 0)) return trimmed;
  // A link with a port, a query or a fragment is not a plain profile link: it opens as it is.
  const parts = /^https:\/\/([^/?#:@]+)(\/[^?#]*)?$/i.exec(trimmed);
  if (!parts) return trimmed;
  const host = parts[1]!.toLowerCase();
  const path = parts[2] ?? '';
  const value = payNowAmount(amount);
  const origin = `https://${host}`;
  if (host === 'paypal.me' || host === 'www.paypal.me') {
    const name = onlyName(path);
    return name ? `${origin}/${name}/${value}` : trimmed;
  }
  if (host === 'paypal.com' || host === 'www.paypal.com') {
    const match = /^\/paypalme\/([^/]+)\/?$/i.exec(path);
    return match ? `${origin}/paypalme/${match[1]}/${value}` : trimmed;
  }
  if (host === 'cash.app') {
    const name = onlyName(path);
    return name?.startsWith('$') ? `${origin}/${name}/${value}` : trimmed;
  }
  return trimmed;
}
