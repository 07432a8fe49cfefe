// The customer writes. The data source pushes the changed data to every view (useDataMutation).
import type { Customer } from '@jobtrack/core';
import type { CustomerChanges, NewCustomer } from '../../../data/data-source.ts';
import { DataError } from '../../../data/data-source.ts';
import { useDataMutation } from '../../../lib/data/data-context.tsx';

export const useAddCustomer = () =>
  useDataMutation<NewCustomer, Customer>((source, input) => source.addCustomer(input));

export const useUpdateCustomer = () =>
  useDataMutation<{ id: string; changes: CustomerChanges }, Customer>((source, { id, changes }) =>
    source.updateCustomer(id, changes),
  );

export const useDeleteCustomer = () =>
  useDataMutation((source, id: string) => source.deleteCustomer(id));

/**
 * The i18n key to show for a failed write: the data layer's own message when it has one (a demo
 * restriction, 'Customer not found'), else the screen's fallback (spec §8), and the unexpected
 * failure logged.
 */
export const failureKey = (error: unknown, fallback: string): string => {
  if (error instanceof DataError) return error.key;
  console.error(fallback, error);
  return fallback;
};
