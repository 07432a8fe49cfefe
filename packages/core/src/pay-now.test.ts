import { describe, expect, it } from 'vitest';
import { PAYMENT_LINK_MAX_CHARS, isPaymentLink, payNowAmount, payNowLink } from './pay-now.ts';

describe('payNowLink', () => {
  it('fills the amount into a PayPal.me link, in each of its spellings', () => {
    expect(payNowLink('https://paypal.me/sparkle', 12.5)).toBe('https://paypal.me/sparkle/12.50');
    expect(payNowLink('https://www.paypal.me/sparkle/', 120)).toBe(
      'https://www.paypal.me/sparkle/120.00',
    );
    expect(payNowLink('https://www.paypal.com/paypalme/sparkle', 1234.5)).toBe(
      'https://www.paypal.com/paypalme/sparkle/1234.50',
    );
    expect(payNowLink('  https://PayPal.me/sparkle  ', 0.1 + 0.2)).toBe(
      'https://paypal.me/sparkle/0.30',
    );
  });

  it('fills the amount into a Cash App link', () => {
    expect(payNowLink('https://cash.app/$sparkle', 80)).toBe('https://cash.app/$sparkle/80.00');
    expect(payNowLink('https://cash.app/$sparkle/', 9.99)).toBe('https://cash.app/$sparkle/9.99');
  });

  it('opens any other https link as it is: Stripe, Square, Venmo, a link with its own amount', () => {
    for (const link of [
      'https://buy.stripe.com/test_6oE5kQ0ab',
      'https://square.link/u/AbCdEf',
      'https://venmo.com/u/sparkle',
      'https://venmo.com/sparkle',
      'https://paypal.me/sparkle/40',
      'https://paypal.me/sparkle?locale.x=en_US',
      'https://cash.app/sparkle',
      'https://example.com/pay',
    ]) {
      expect(payNowLink(link, 45)).toBe(link);
    }
  });

  it('adds no amount when nothing is owed', () => {
    expect(payNowLink('https://paypal.me/sparkle', 0)).toBe('https://paypal.me/sparkle');
  });

  it('refuses every link that is not https', () => {
    for (const link of [
      'http://paypal.me/sparkle',
      'javascript:alert(1)',
      'data:text/html,<b>pay</b>',
      'paypal.me/sparkle',
      'https://localhost/pay',
      '',
      `https://paypal.me/${'a'.repeat(PAYMENT_LINK_MAX_CHARS)}`,
    ]) {
      expect(payNowLink(link, 10)).toBeNull();
    }
  });
});

describe('isPaymentLink and payNowAmount', () => {
  it('keeps https links up to the limit only', () => {
    expect(isPaymentLink('https://cash.app/$sparkle')).toBe(true);
    expect(isPaymentLink('http://cash.app/$sparkle')).toBe(false);
    expect(isPaymentLink(`https://x.co/${'a'.repeat(PAYMENT_LINK_MAX_CHARS - 13)}`)).toBe(true);
    expect(isPaymentLink(`https://x.co/${'a'.repeat(PAYMENT_LINK_MAX_CHARS - 12)}`)).toBe(false);
  });

  it('writes two decimals with a dot and no sign', () => {
    expect(payNowAmount(5)).toBe('5.00');
    expect(payNowAmount(1234.567)).toBe('1234.57');
  });
});
