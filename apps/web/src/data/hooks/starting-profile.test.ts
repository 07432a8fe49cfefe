import { describe, expect, it } from 'vitest';
import { startingProfile } from './starting-profile.ts';

describe('the profile of an owner who never saved one', () => {
  it('starts from the spec §3 defaults with what the account knows', () => {
    const profile = startingProfile({
      id: 'user-1',
      email: 'owner@example.com',
      name: 'Test Owner',
      phone: '555-0100',
      createdAt: '2025-06-01T00:00:00.000Z',
    });
    expect(profile).toMatchObject({
      ownerName: 'Test Owner',
      email: 'owner@example.com',
      phone: '555-0100',
      businessName: '',
      address: '',
      pricing: { hourlyRate: 75 },
    });
  });
});
