import { describe, expect, it } from 'vitest';
import { shareLinks, shareText } from './share-links.ts';

const URL_ = 'https://jobtrack.example/?ref=share&x=1';
const MESSAGE = 'Try JobTrack: jobs & payments!';

describe('shareLinks', () => {
  const links = shareLinks(URL_, MESSAGE, 'Try JobTrack');
  const text = encodeURIComponent(`${MESSAGE} ${URL_}`);

  it('builds the e-mail link with subject and body', () => {
    expect(links.email).toBe(`mailto:?subject=Try%20JobTrack&body=${text}`);
  });

  it('leaves the subject out when there is none', () => {
    expect(shareLinks(URL_, MESSAGE).email).toBe(`mailto:?body=${text}`);
  });

  it('builds the SMS link as sms:?&body=', () => {
    expect(links.sms).toBe(`sms:?&body=${text}`);
  });

  it('builds the WhatsApp link with the message and the link as one text', () => {
    expect(links.whatsapp).toBe(`https://wa.me/?text=${text}`);
  });

  it('gives Twitter the message and the link apart', () => {
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(MESSAGE)}&url=${encodeURIComponent(URL_)}`,
    );
  });

  it('gives Facebook and LinkedIn the link only', () => {
    expect(links.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    );
    expect(links.linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_)}`,
    );
  });

  it('encodes the link, so its own query cannot break the share URL', () => {
    expect(new URL(links.twitter).searchParams.get('url')).toBe(URL_);
    expect(new URL(links.twitter).searchParams.get('text')).toBe(MESSAGE);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(URL_);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(URL_);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${MESSAGE} ${URL_}`);
    expect([...new URL(links.facebook).searchParams.keys()]).toEqual(['u']);
  });
});

describe('shareText', () => {
  it('is the message followed by the link', () => {
    expect(shareText(URL_, MESSAGE)).toBe(`${MESSAGE} ${URL_}`);
  });
});
