import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { profileStorageKey, readLocalProfile } from '#web/data/shared/profile-store.ts';
import { esMessages } from '#web/locales/index.ts';
import { ProfileScreen } from './profile-screen.tsx';

const WAITLIST_ID = 'waitlist-tester@example.com';

function renderProfile(mode: 'local' | 'demo' = 'local') {
  return renderWithData(<ProfileScreen />, null, {
    route: '/app/profile',
    user: mode === 'demo' ? 'demo' : 'tester',
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const saveButton = () => screen.getByRole('button', { name: /Save Changes|Saving Profile/ });

beforeAll(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfileScreen, view mode', () => {
  it('shows the header, the fixed tiles, hours in 12-hour form, pricing and quick actions', () => {
    renderProfile('demo');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Green Valley Landscaping' }),
    ).toBeTruthy();
    expect(screen.getByText('Alex Johnson')).toBeTruthy();
    expect(screen.getByText('5.0 Rating')).toBeTruthy();
    const tiles = within(screen.getByRole('list', { name: 'Business highlights' }));
    expect(tiles.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      '150+Customers',
      '500+Jobs Done',
      '3Years',
      '5.0Rating',
    ]);
    const hours = within(screen.getByRole('region', { name: 'Business Hours' }));
    expect(hours.getByText('Monday').nextSibling?.textContent).toBe('8:00 AM - 5:00 PM');
    expect(hours.getByText('Saturday').nextSibling?.textContent).toBe('9:00 AM - 3:00 PM');
    expect(hours.getByText('Sunday').nextSibling?.textContent).toBe('Closed');
    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    expect(pricing.getByText('Hourly Rate').nextSibling?.textContent).toBe('$75/hr');
    expect(pricing.getByText('Minimum').nextSibling?.textContent).toBe('$50');
    expect(screen.getByRole('link', { name: 'demo@jobtrack.app' }).getAttribute('href')).toBe(
      'mailto:demo@jobtrack.app',
    );
    expect(screen.getByRole('link', { name: '(555) 123-4567' }).getAttribute('href')).toBe(
      'tel:5551234567',
    );
    // The demo owner has a bio: 'About' is shown; there is no website, so no link.
    expect(screen.getByRole('region', { name: 'About' })).toBeTruthy();
    expect(screen.queryByText('Website')).toBeNull();
    const links = ['View Customers', 'View Jobs', 'App Settings'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/app/customers', '/app/jobs', '/app/settings']);
  });

  it("shows a waitlist tester's own counts and no rating (decision 015)", async () => {
    renderProfile('local');
    const tiles = within(screen.getByRole('list', { name: 'Business highlights' }));
    // The waitlist sample data (spec §3): 2 customers, 1 job not done yet, a new account.
    await waitFor(() =>
      expect(tiles.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
        '2Customers',
        '0Jobs Done',
        '<1Years',
      ]),
    );
    expect(screen.queryByText('5.0 Rating')).toBeNull();
  });

  it('shows the same tiles in Spanish with their Spanish labels', async () => {
    renderWithData(<ProfileScreen />, null, { route: '/app/profile', language: 'es' });
    const list = await screen.findByRole('list', { name: esMessages['profile.statsLabel'] });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((tile) => tile.textContent),
      ).toEqual([
        `2${esMessages['profile.statCustomers']}`,
        `0${esMessages['profile.statJobsDone']}`,
        `<1${esMessages['profile.statYears']}`,
      ]),
    );
  });
});

describe('ProfileScreen, edit mode', () => {
  it('Cancel discards the edits', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeTruthy();
    await user.clear(field('Business Name'));
    await user.type(field('Business Name'), 'Something Else');
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(2);
    await user.click(cancels[1]!);
    expect(screen.getByRole('heading', { level: 2, name: 'My Service Business' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Business Name').value).toBe('My Service Business');
  });

  it('shows the spec §5 messages and saves nothing while a rule fails', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    for (const label of ['Business Name', 'Owner Name', 'Email', 'Phone', 'Business Address']) {
      await user.clear(field(label));
    }
    await user.click(saveButton());
    for (const message of [
      'Business name is required',
      'Owner name is required',
      'Email is required',
      'Phone number is required',
      'Business address is required',
      'Please select at least one service type',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Business Name'));
    await user.type(field('Email'), 'not-an-email');
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.click(saveButton());
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(localStorage.getItem(profileStorageKey(WAITLIST_ID))).toBeNull();
  });

  it("saves after 1 s with 'Saving Profile...', then shows the banner for 3 s", async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Business Address').tagName).toBe('TEXTAREA');
    expect(field('Business Address').getAttribute('rows')).toBe('3');
    expect(field('About Your Business').getAttribute('rows')).toBe('4');
    expect(field('Website').type).toBe('url');
    expect(field('Email').type).toBe('email');
    expect(field('Phone').type).toBe('tel');
    expect(field('Hourly Rate ($)').type).toBe('number');
    expect(
      screen.getAllByRole('checkbox', { name: /Lawn Care|Window Cleaning|Roofing/ }),
    ).toHaveLength(3);

    await user.type(field('Phone'), '(555) 987-6543');
    await user.type(field('Business Address'), '4 Oak Ave');
    await user.type(field('Website'), 'myservice.com');
    await user.click(screen.getByRole('checkbox', { name: 'Roofing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lawn Care' }));
    await user.click(screen.getByRole('checkbox', { name: 'Open on Sunday' }));
    await user.clear(field('Hourly Rate ($)'));
    await user.type(field('Hourly Rate ($)'), '90');
    await user.click(saveButton());

    expect(saveButton().textContent).toBe('Saving Profile...');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    for (const cancel of screen.getAllByRole('button', { name: 'Cancel' })) {
      expect((cancel as HTMLButtonElement).disabled).toBe(true);
    }
    const banner = await screen.findByText('Profile updated successfully!', {}, { timeout: 2000 });
    expect(banner).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Business highlights' })).toBeTruthy();
    const services = within(screen.getByRole('region', { name: 'Services Offered' }));
    expect(services.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Lawn Care',
      'Roofing',
    ]);
    const website = screen.getByRole('link', { name: /myservice\.com/ });
    expect(website.getAttribute('href')).toBe('https://myservice.com/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    const hours = within(screen.getByRole('region', { name: 'Business Hours' }));
    expect(hours.getByText('Sunday').nextSibling?.textContent).toBe('10:00 AM - 2:00 PM');
    expect(screen.getByText('$90/hr')).toBeTruthy();
    expect(readLocalProfile(WAITLIST_ID)?.profile).toMatchObject({
      phone: '(555) 987-6543',
      website: 'https://myservice.com',
      serviceTypes: ['Lawn Care', 'Roofing'],
      pricing: { hourlyRate: 90, minimumCharge: 50, currency: 'USD' },
    });
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).toBeNull(), {
      timeout: 4000,
    });
  });

  it("says 'Demo mode: Profile changes are saved locally only.' in the blue box when a demo save fails", async () => {
    const user = userEvent.setup();
    renderProfile('demo');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key.startsWith('jobtrack_business_profile'))
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('checkbox', { name: 'Landscaping' }));
    await user.click(saveButton());
    const message = await screen.findByText(
      'Demo mode: Profile changes are saved locally only.',
      {},
      { timeout: 2000 },
    );
    expect(message.closest('[role="status"]')?.className).toContain('bg-blue-50');
    expect(saveButton().textContent).toBe('Save Changes');
  });
});
