import { DEFAULT_BUSINESS_PROFILE } from '@jobtrack/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from '../data-source.ts';
import { createFakeDataSource, renderSignedIn } from '#web/test/fake-data-source.tsx';
import { dataKeys } from './data-context.tsx';
import { useBusinessProfile } from './use-business-profile.ts';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('../create-data-source.ts', () => ({ createDataSource: () => fake.source }));

function BusinessName() {
  const { profile } = useBusinessProfile();
  return <p>{profile.businessName}</p>;
}

const records = { customers: [], jobs: [], series: [], payments: [] };

describe('useBusinessProfile (decision 055)', () => {
  it('reads the profile of the one snapshot, and shows one another device saved when it is pushed', async () => {
    const source = createFakeDataSource({
      snapshot: {
        ...records,
        profile: { ...DEFAULT_BUSINESS_PROFILE, businessName: 'Green Valley' },
      },
    });
    fake.source = source;
    const { queryClient } = renderSignedIn(<BusinessName />);
    expect(await screen.findByText('Green Valley')).toBeTruthy();

    // A pull brought another device's profile: the source pushes its new snapshot.
    source.setLoad({
      ...records,
      profile: { ...DEFAULT_BUSINESS_PROFILE, businessName: 'Blue Hill' },
    });
    act(() => source.setSyncState({}));
    expect(await screen.findByText('Blue Hill')).toBeTruthy();

    // No query of its own: the profile goes with the owner's data (dataKeys.all) at sign-out.
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key[0] === dataKeys.all[0])).toBe(true);
  });
});
