import { describe, expect, it } from 'vitest';
import { filterCustomers } from './filter-customers.ts';

const customers = [
  {
    id: '1',
    name: 'Sarah Johnson',
    phone: '(555) 123-4567',
    address: '123 Oak Street',
    serviceType: 'Lawn Care',
  },
  {
    id: '2',
    name: 'Mike Chen',
    phone: '(555) 234-5678',
    address: '456 Maple Avenue',
    serviceType: 'Roofing',
  },
  {
    id: '3',
    name: 'Emily Rodriguez',
    phone: '555.345.6789',
    address: '789 Pine Road',
    serviceType: 'Plumbing',
  },
];

const ids = (query: string) => filterCustomers(customers, query).map((customer) => customer.id);

describe('filterCustomers (spec §5: name, phone or address, case-insensitive substring)', () => {
  it('keeps every customer, in order, for a blank query', () => {
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(ids('   ')).toEqual(['1', '2', '3']);
  });

  it('matches the name whatever the case', () => {
    expect(ids('sarah')).toEqual(['1']);
    expect(ids('CHEN')).toEqual(['2']);
    expect(ids('o')).toEqual(['1', '3']);
  });

  it('matches the phone as written', () => {
    expect(ids('234-5678')).toEqual(['2']);
    expect(ids('(555)')).toEqual(['1', '2']);
    expect(ids('555')).toEqual(['1', '2', '3']);
  });

  it('matches the address', () => {
    expect(ids('maple av')).toEqual(['2']);
    expect(ids('PINE')).toEqual(['3']);
  });

  it('ignores the space around the query', () => {
    expect(ids('  mike ')).toEqual(['2']);
  });

  it('does not search the service type', () => {
    expect(ids('roofing')).toEqual([]);
    expect(ids('plumbing')).toEqual([]);
  });

  it('finds nothing for a query no field contains', () => {
    expect(ids('zzz')).toEqual([]);
  });
});
