import { formatTime12h } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { formatRate, hoursText, websiteHref, websiteLabel } from './profile-view.ts';

describe('business hours in 12-hour AM/PM form (spec §2)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['08:00', '8:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:05', '1:05 PM'],
    ['17:00', '5:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s reads %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });

  it('writes an open day as a range and a closed one as null', () => {
    expect(hoursText({ open: '08:00', close: '17:00', closed: false })).toBe('8:00 AM - 5:00 PM');
    expect(hoursText({ open: '10:00', close: '14:00', closed: true })).toBeNull();
  });
});

describe('rates', () => {
  it('drops the cents of whole amounts only', () => {
    expect(formatRate(75)).toBe('75');
    expect(formatRate(80.5)).toBe('80.50');
    expect(formatRate(0)).toBe('0');
  });
});

describe('website', () => {
  it('links only http(s) addresses', () => {
    expect(websiteHref('https://greenvalley.com')).toBe('https://greenvalley.com/');
    expect(websiteHref('http://x.io/a?b=1')).toBe('http://x.io/a?b=1');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('data:text/html,hi')).toBeNull();
    expect(websiteHref('not a url')).toBeNull();
  });

  it('shows it without the scheme', () => {
    expect(websiteLabel('https://greenvalley.com/')).toBe('greenvalley.com');
  });
});
