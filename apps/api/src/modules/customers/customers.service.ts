import type { Created } from '../../db/changes.ts';
import type {
  CustomerCreateBody,
  CustomerUpdateAnswer,
  CustomerUpdateBody,
} from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';
import type { PageQuery } from '../../db/paging.ts';
import { found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CustomerRow, CustomersRepository } from './customers.repository.ts';

export function createCustomersService(repository: CustomersRepository) {
  return {
    list: (ownerId: string, page?: PageQuery) => repository.list(ownerId, page),

    /** The owner's last change number: the list's ETag (lib/list-tag.ts). */
    version: (ownerId: string) => repository.version(ownerId),

    async get(ownerId: string, id: string): Promise<CustomerRow> {
      return found(await repository.get(ownerId, id), 'Customer');
    },

    /**
     * Creates a customer. With a client-made id the create is idempotent: a retry answers the
     * record made the first time (created: false) instead of a second one.
     */
    async create(ownerId: string, body: CustomerCreateBody): Promise<Created<CustomerRow>> {
      const id = body.id ?? newId('customer');
      const inserted = await repository.insert(ownerId, id, body);
      return notDeleted(inserted, 'Customer');
    },

    /** The record as stored, with `conflicts` when a field was kept (decision 047). */
    async update(
      ownerId: string,
      id: string,
      body: CustomerUpdateBody,
    ): Promise<CustomerUpdateAnswer> {
      const { record, conflicts } = found(await repository.update(ownerId, id, body), 'Customer');
      return conflicts.length > 0 ? { ...record, conflicts } : record;
    },

    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Customer');
    },

    /** For the sync pull, inside its snapshot. */
    changed: (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      repository.changed(runner, ownerId, after, upTo),

    exists: async (ownerId: string, id: string) =>
      (await repository.get(ownerId, id)) !== undefined,
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
