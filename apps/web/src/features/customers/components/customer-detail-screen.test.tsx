import type { Customer } from '@jobtrack/core';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CustomerDetailScreen } from './customer-detail-screen.tsx';

type QueryState = { snapshot?: DataSnapshot; isError?: boolean; isPending?: boolean };
const query: { state: QueryState } = { state: {} };

// The query's outcome drives the screen; the data layer itself is tested beside it.
// The on-my-way text needs the signed-in owner's profile; its own tests are beside it.
vi.mock('#web/components/contact/on-my-way.ts', () => ({
  useOnMyWayMessage: () => (customer: { name: string }) => `On my way to ${customer.name}`,
}));

const noDocuments = vi.hoisted(() => {
  const none: never[] = [];
  return { mode: 'demo', documents: () => none, subscribe: () => () => undefined };
});

vi.mock('#web/data/hooks/data-context.tsx', () => ({
  useData: <T,>(select: (snapshot: DataSnapshot) => T) => ({
    data: query.state.snapshot ? select(query.state.snapshot) : undefined,
    isPending: query.state.isPending ?? false,
    isError: query.state.isError ?? false,
  }),
  useDataMutation: () => ({ mutateAsync: vi.fn(), isPending: false }),
  // The customer's invoices and receipts (issue 15): none here.
  useDataSource: () => noDocuments,
  // No value of this customer was replaced on another device (decision 047).
  useSyncState: () => ({ changedElsewhere: [] }),
}));

const sarah: Customer = {
  id: 'demo-customer-1',
  name: 'Sarah Johnson',
  email: '',
  phone: '(555) 123-4567',
  address: '123 Oak Street',
  businessName: '',
  notes: '',
  serviceType: 'Lawn Mowing',
  createdDate: '2024-01-05T12:00:00.000Z',
  totalUnpaid: 0,
};

const renderAt = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/app/customers/:id" element={<CustomerDetailScreen />} />
      <Route path="/app/customers" element={<p>the list</p>} />
    </Routes>,
    { route: `/app/customers/${id}` },
  );

describe('CustomerDetailScreen', () => {
  it('goes back to the list when the data cannot be loaded', () => {
    query.state = { isError: true };
    renderAt('demo-customer-1');
    expect(screen.getByTestId('location').textContent).toBe('/app/customers');
  });

  it("says 'Customer not found' for an unknown id, with a way back", () => {
    query.state = {
      snapshot: {
        customers: [sarah],
        jobs: [],
        series: [],
        payments: [],
        documents: [],
        profile: null,
        quotes: [],
        photos: [],
      },
    };
    renderAt('customer-gone');
    expect(screen.getByText('Customer not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Customers' }).getAttribute('href')).toBe(
      '/app/customers',
    );
  });

  it('shows Delete only for user-created customers', () => {
    query.state = {
      snapshot: {
        customers: [sarah, { ...sarah, id: 'customer-new', name: 'New One' }],
        jobs: [],
        series: [],
        payments: [],
        documents: [],
        profile: null,
        quotes: [],
        photos: [],
      },
    };
    const first = renderAt('demo-customer-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Sarah Johnson' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    first.unmount();

    renderAt('customer-new');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the Customer Since date as MMM d, yyyy, and no balance card when nothing is owed', () => {
    query.state = {
      snapshot: {
        customers: [sarah],
        jobs: [],
        series: [],
        payments: [],
        documents: [],
        profile: null,
        quotes: [],
        photos: [],
      },
    };
    renderAt('demo-customer-1');
    expect(screen.getByText('Jan 5, 2024')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Outstanding Balance' })).toBeNull();
    expect(screen.getByText('No jobs yet')).toBeTruthy();
  });

  it('shows the e-mail as a mailto link, the business name and the notes when the customer has them', () => {
    const imported: Customer = {
      ...sarah,
      email: 'sarah@example.com',
      businessName: 'Johnson Bakery',
      notes: 'Gate code 1234\nDog in the yard',
    };
    const empty = { jobs: [], series: [], payments: [], documents: [], quotes: [], photos: [] };
    query.state = { snapshot: { ...empty, customers: [imported], profile: null } };
    renderAt('demo-customer-1');
    const email = screen.getByRole('link', { name: 'sarah@example.com' });
    expect(email.getAttribute('href')).toBe('mailto:sarah@example.com');
    expect(screen.getByText('Email')).toBeTruthy();
    expect(screen.getByText('Johnson Bakery')).toBeTruthy();
    expect(screen.getByText('Notes')).toBeTruthy();
    expect(screen.getByText(/Gate code 1234/).textContent).toBe('Gate code 1234\nDog in the yard');
  });

  it('shows no e-mail, business name or notes rows for a customer without them', () => {
    const empty = { jobs: [], series: [], payments: [], documents: [], quotes: [], photos: [] };
    query.state = { snapshot: { ...empty, customers: [sarah], profile: null } };
    renderAt('demo-customer-1');
    expect(screen.queryByText('Email')).toBeNull();
    expect(screen.queryByText('Business Name')).toBeNull();
    expect(screen.queryByText('Notes')).toBeNull();
  });
});
