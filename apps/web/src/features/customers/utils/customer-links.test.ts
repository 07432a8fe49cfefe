import { describe, expect, it } from 'vitest';
import { scheduleJobHref, telHref } from './customer-links.ts';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567');
    expect(telHref('+1 555.123.4567')).toBe('tel:+15551234567');
  });
});

describe('scheduleJobHref', () => {
  it('names the customer in the query', () => {
    expect(scheduleJobHref('/app/jobs/new', 'customer-1')).toBe(
      '/app/jobs/new?customerId=customer-1',
    );
    expect(scheduleJobHref('/app/jobs/new', 'a b&c')).toBe('/app/jobs/new?customerId=a+b%26c');
  });
});
