import type { Customer } from '@jobtrack/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { customerAddedState } from '../utils/added-banner.ts';
import { CustomerListScreen } from './customer-list-screen.tsx';

const data: { snapshot: DataSnapshot } = {
  snapshot: {
    customers: [],
    jobs: [],
    series: [],
    payments: [],
    documents: [],
    profile: null,
    quotes: [],
    photos: [],
  },
};

// The snapshot the screen selects from; the data layer itself is tested beside it.
// The on-my-way text needs the signed-in owner's profile; its own tests are beside it.
vi.mock('#web/components/contact/on-my-way.ts', () => ({
  useOnMyWayMessage: () => (customer: { name: string }) => `On my way to ${customer.name}`,
}));

vi.mock('#web/data/hooks/data-context.tsx', () => ({
  useData: <T,>(select: (snapshot: DataSnapshot) => T) => ({
    data: select(data.snapshot),
    isPending: false,
    isError: false,
  }),
  // Signed in and online: the success banner is the spec's text alone.
  useDataSource: () => ({ mode: 'api' }),
  useSyncState: () => ({ online: true }),
}));

const customer = (index: number, fields: Partial<Customer> = {}): Customer => ({
  id: `customer-${index}`,
  name: `Customer ${String(index).padStart(2, '0')}`,
  email: '',
  phone: `(555) 000-${String(index).padStart(4, '0')}`,
  address: `${index} Main St`,
  businessName: '',
  notes: '',
  serviceType: 'Lawn Care',
  createdDate: '2024-01-01T00:00:00.000Z',
  totalUnpaid: 0,
  ...fields,
});

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** Arrives at the list the way the add form sends the owner there. */
function AfterAdding({ name }: { name: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [hasArrived, setHasArrived] = useState(false);
  if (!hasArrived && location.state !== null) setHasArrived(true);
  useEffect(() => {
    void navigate('/app/customers', { state: customerAddedState(name) });
  }, [navigate, name]);
  return hasArrived ? <CustomerListScreen /> : null;
}

// jsdom does not lay pages out; a page change scrolls the list's top into view.
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  vi.useRealTimers();
});

describe('CustomerListScreen', () => {
  it('shows 12 per page with the page list and the showing text', async () => {
    data.snapshot = {
      customers: Array.from({ length: 30 }, (_, i) => customer(i + 1)),
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    const user = userEvent.setup();
    renderWithProviders(<CustomerListScreen />, { route: '/app/customers' });

    expect(screen.getByText('30 customers')).toBeTruthy();
    expect(cardNames()).toHaveLength(12);
    expect(screen.getByText('Showing 1 to 12 of 30 results')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(cardNames()).toEqual([
      'Customer 25',
      'Customer 26',
      'Customer 27',
      'Customer 28',
      'Customer 29',
      'Customer 30',
    ]);
    expect(screen.getByText('Showing 25 to 30 of 30 results')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/customers');

    // A new search starts again from page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'customer 1');
    expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeTruthy();
  });

  it('searches name, phone and address', async () => {
    data.snapshot = {
      customers: [
        customer(1, { name: 'Sarah Johnson', phone: '(555) 123-4567', address: '12 Oak St' }),
        customer(2, { name: 'Mike Chen', phone: '(555) 234-5678', address: '4 Pine Rd' }),
      ],
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    const user = userEvent.setup();
    renderWithProviders(<CustomerListScreen />);
    const search = screen.getByRole('searchbox', { name: 'Search customers' });

    await user.type(search, 'SARAH');
    expect(cardNames()).toEqual(['Sarah Johnson']);
    expect(screen.getByText('1 of 2 customers match')).toBeTruthy();

    await user.clear(search);
    await user.type(search, '234-56');
    expect(cardNames()).toEqual(['Mike Chen']);

    await user.clear(search);
    await user.type(search, 'oak');
    expect(cardNames()).toEqual(['Sarah Johnson']);

    await user.clear(search);
    await user.type(search, 'lawn');
    expect(screen.getByText('No customers match "lawn"')).toBeTruthy();
  });

  it('links each card to its customer and shows what it owes', () => {
    data.snapshot = {
      customers: [customer(1, { totalUnpaid: 175 }), customer(2)],
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    renderWithProviders(<CustomerListScreen />);
    const links = screen.getAllByRole('link', { name: /^Customer 0/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/customers/customer-1',
      '/app/customers/customer-2',
    ]);
    expect(links[0]!.textContent).toContain('$175.00 unpaid');
    expect(links[1]!.textContent).not.toContain('unpaid');
  });

  it('calls, texts, navigates to and tells each customer "on my way" in one tap (issue 13)', () => {
    data.snapshot = {
      customers: [customer(1), customer(2, { address: '' })],
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    renderWithProviders(<CustomerListScreen />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Call Customer 01')).toBe('tel:5550000001');
    expect(href('Text Customer 01')).toBe('sms:5550000001');
    expect(href('Navigate to Customer 01')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St',
    );
    expect(href('On my way: text Customer 01')).toBe(
      `sms:5550000001?body=${encodeURIComponent('On my way to Customer 01')}`,
    );
    // No address, no Navigate.
    expect(screen.queryByRole('link', { name: 'Navigate to Customer 02' })).toBeNull();
    expect(href('Call Customer 02')).toBe('tel:5550000002');
  });

  it('shows the success banner for 5 seconds after adding', async () => {
    vi.useFakeTimers();
    data.snapshot = {
      customers: [customer(1, { name: 'Ana' })],
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    renderWithProviders(<AfterAdding name="Ana" />);
    await act(async () => {});

    expect(screen.getByText('Customer "Ana" added successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Customer "Ana" added successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Customer "Ana" added successfully!')).toBeNull();
  });

  it('says so when there are no customers yet', () => {
    data.snapshot = {
      customers: [],
      jobs: [],
      series: [],
      payments: [],
      documents: [],
      profile: null,
      quotes: [],
      photos: [],
    };
    renderWithProviders(<CustomerListScreen />);
    expect(screen.getByText('No customers yet')).toBeTruthy();
    expect(screen.getByText('0 customers')).toBeTruthy();
  });
});
