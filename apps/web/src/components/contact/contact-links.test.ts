import { describe, expect, it } from 'vitest';
import { detectPlatform, hasDialablePhone, mapsHref, smsHref, telHref } from './contact-links.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('detectPlatform', () => {
  it('tells Android, iOS and the rest apart by the user agent', () => {
    expect(detectPlatform(ANDROID)).toBe('android');
    expect(detectPlatform(IPHONE)).toBe('ios');
    expect(detectPlatform(DESKTOP)).toBe('other');
  });

  it('takes a Mac with a touch screen for the iPad it is', () => {
    expect(detectPlatform(IPADOS, 5)).toBe('ios');
    expect(detectPlatform(IPADOS, 0)).toBe('other');
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567');
    expect(telHref('+1 555.123.4567')).toBe('tel:+15551234567');
  });
});

describe('hasDialablePhone', () => {
  it('needs at least one digit', () => {
    expect(hasDialablePhone('(555) 123-4567')).toBe(true);
    expect(hasDialablePhone('')).toBe(false);
    expect(hasDialablePhone('  - ')).toBe(false);
    expect(hasDialablePhone(undefined)).toBe(false);
  });
});

describe('smsHref', () => {
  it('is a bare sms: link without a message', () => {
    expect(smsHref('(555) 123-4567')).toBe('sms:5551234567');
  });

  it('prefills the message, encoded, after ? (RFC 5724) or & on iOS', () => {
    const body = 'Hi Maria, this is Rivera Lawn — on my way & soon?';
    const encoded =
      'Hi%20Maria%2C%20this%20is%20Rivera%20Lawn%20%E2%80%94%20on%20my%20way%20%26%20soon%3F';
    expect(smsHref('555-123-4567', body)).toBe(`sms:5551234567?body=${encoded}`);
    expect(smsHref('555-123-4567', body, 'android')).toBe(`sms:5551234567?body=${encoded}`);
    expect(smsHref('555-123-4567', body, 'ios')).toBe(`sms:5551234567&body=${encoded}`);
  });
});

describe('mapsHref', () => {
  const address = '123 Oak St, Springfield, IL 62701';
  const query = '123%20Oak%20St%2C%20Springfield%2C%20IL%2062701';

  it('opens any maps app on Android through geo:', () => {
    expect(mapsHref(address, 'android')).toBe(`geo:0,0?q=${query}`);
  });

  it('opens Apple Maps on iOS', () => {
    expect(mapsHref(address, 'ios')).toBe(`https://maps.apple.com/?q=${query}`);
  });

  it('opens a web map elsewhere', () => {
    expect(mapsHref(`  ${address} `)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${query}`,
    );
  });

  it('keeps accents and # in the address', () => {
    expect(mapsHref('Calle Peñas 5 #2', 'ios')).toBe(
      'https://maps.apple.com/?q=Calle%20Pe%C3%B1as%205%20%232',
    );
  });
});
