// The customer writes. The data source pushes the changed data to every view; each hook names
// the text of its failure (useDataMutation, decision 038: the example to copy for a new write).
import type { Customer } from '@jobtrack/core';
import type { CustomerChanges, NewCustomer } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';

export const useAddCustomer = () =>
  useDataMutation<NewCustomer, Customer>((source, input) => source.addCustomer(input), {
    fallback: 'customers.addFailed',
  });

export const useUpdateCustomer = () =>
  useDataMutation<{ id: string; changes: CustomerChanges }, Customer>(
    (source, { id, changes }) => source.updateCustomer(id, changes),
    { fallback: 'customers.updateFailed' },
  );

export const useDeleteCustomer = () =>
  useDataMutation((source, id: string) => source.deleteCustomer(id), {
    fallback: 'customers.deleteFailed',
  });
