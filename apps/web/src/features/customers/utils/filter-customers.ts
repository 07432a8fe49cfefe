// The customers list search (spec §5): a case-insensitive substring of the name, phone or address.
import type { Customer } from '@jobtrack/core';

type Searchable = Pick<Customer, 'name' | 'phone' | 'address'>;

const SEARCHED_FIELDS = [
  'name',
  'phone',
  'address',
] as const satisfies readonly (keyof Searchable)[];

/** The customers matching `query`; a blank query keeps them all, in their order. */
export function filterCustomers<T extends Searchable>(customers: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...customers];
  return customers.filter((customer) =>
    SEARCHED_FIELDS.some((field) => customer[field].toLowerCase().includes(needle)),
  );
}
