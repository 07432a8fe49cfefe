// Field actions as plain links (docs/architecture.md §8): the phone's own dialer, messages and maps apps
// open them, so no third-party service is involved.

/** Which maps app a Navigate link should open. */
export type Platform = 'android' | 'ios' | 'other';

/**
 * The platform from a user agent. iPadOS 13+ reports a Mac user agent; a Mac with a touch screen
 * is an iPad, so `maxTouchPoints` (when known) tells them apart.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The platform of this browser ('other' where there is no navigator, e.g. on the server). */
export const currentPlatform = (): Platform =>
  typeof navigator === 'undefined'
    ? 'other'
    : detectPlatform(navigator.userAgent, navigator.maxTouchPoints);

/** The phone as a dialable number: digits and a leading plus ('(555) 123-4567' -> '5551234567'). */
const dialable = (phone: string): string => phone.replace(/[^\d+]/g, '');

/** A phone has something to dial (a number written only as letters or dashes has not). */
export const hasDialablePhone = (phone: string | null | undefined): phone is string =>
  /\d/.test(phone ?? '');

/** A tel: link for a phone as written: '(555) 123-4567' -> 'tel:5551234567'. */
export const telHref = (phone: string): string => `tel:${dialable(phone)}`;

/**
 * An sms: link, with the message prefilled when given. RFC 5724 writes the body after '?';
 * iOS's Messages reads it only after '&', so the separator follows the platform.
 */
export function smsHref(phone: string, body?: string, platform: Platform = 'other'): string {
  const base = `sms:${dialable(phone)}`;
  if (!body) return base;
  return `${base}${platform === 'ios' ? '&' : '?'}body=${encodeURIComponent(body)}`;
}

/**
 * A maps link for an address that opens the phone's maps app: `geo:` on Android (any installed
 * maps app answers it), Apple Maps on iOS, Google Maps on the web otherwise.
 */
export function mapsHref(address: string, platform: Platform = 'other'): string {
  const query = encodeURIComponent(address.trim());
  if (platform === 'android') return `geo:0,0?q=${query}`;
  if (platform === 'ios') return `https://maps.apple.com/?q=${query}`;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/**
 * A WhatsApp link with the text prefilled. wa.me wants the number with its country code and only
 * digits; a 10-digit number is taken as a US one (the app's market, decision 016).
 */
export function whatsappHref(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const international =
    !phone.trim().startsWith('+') && digits.length === 10 ? `1${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** A mailto: link with the subject and body prefilled. */
export const mailtoHref = (email: string, subject: string, body: string): string =>
  `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}?subject=${encodeURIComponent(
    subject,
  )}&body=${encodeURIComponent(body)}`;
