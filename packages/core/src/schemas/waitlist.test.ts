import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues.ts';
import { waitlistInlineFormSchema, waitlistModalFormSchema } from './waitlist.ts';

describe('waitlistInlineFormSchema (spec §5)', () => {
  it('requires an e-mail', () => {
    expect(issuesOf(waitlistInlineFormSchema, { email: ' ' })).toEqual({
      email: ['waitlist.emailRequired'],
    });
  });
  it('requires a valid e-mail', () => {
    expect(issuesOf(waitlistInlineFormSchema, { email: 'ana@' })).toEqual({
      email: ['waitlist.emailInvalid'],
    });
  });
  it('lowercases it', () => {
    expect(waitlistInlineFormSchema.parse({ email: ' ANA@X.IO ' })).toEqual({ email: 'ana@x.io' });
  });
});

describe('waitlistModalFormSchema', () => {
  it("defaults the source to 'demo-mode' and leaves the business type optional", () => {
    expect(waitlistModalFormSchema.parse({ email: 'ana@x.io' })).toEqual({
      email: 'ana@x.io',
      businessType: undefined,
      source: 'demo-mode',
    });
    expect(
      waitlistModalFormSchema.parse({
        email: 'ana@x.io',
        businessType: ' Cleaning ',
        source: 'landing-page',
      }),
    ).toEqual({ email: 'ana@x.io', businessType: 'Cleaning', source: 'landing-page' });
  });
  it('requires the e-mail', () => {
    expect(issuesOf(waitlistModalFormSchema, { email: '' })).toEqual({
      email: ['waitlist.emailRequired'],
    });
  });
});
