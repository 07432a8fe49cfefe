import { describe, expect, it } from 'vitest';
import { scheduleJobHref } from './customer-links.ts';

describe('scheduleJobHref', () => {
  it('names the customer in the query', () => {
    expect(scheduleJobHref('/app/jobs/new', 'customer-1')).toBe(
      '/app/jobs/new?customerId=customer-1',
    );
    expect(scheduleJobHref('/app/jobs/new', 'a b&c')).toBe('/app/jobs/new?customerId=a+b%26c');
  });
});
