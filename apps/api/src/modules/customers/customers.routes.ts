import {
  customerCreateBody,
  customerUpdateAnswer,
  customerUpdateBody,
  idParam,
  listPageQuery,
  serverCustomer,
} from '@jobtrack/core/wire';
import { z } from 'zod';
import {
  bearer,
  errors,
  pagingDescription,
  rowsAsIs,
  sendPage,
  type ZodApp,
} from '../../lib/http.ts';
import { createRecordRoute, deleteRecordRoute, readRecordRoute } from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { CustomersService } from './customers.service.ts';
import { listTagDescription, notModified, sendTaggedList } from '../../lib/list-tag.ts';

const tags = ['customers'];

export function customersRoutes(app: ZodApp, service: CustomersService): void {
  app.get(
    '/api/customers',
    {
      schema: {
        tags,
        summary: "The signed-in owner's customers, by name",
        description: `${pagingDescription} ${listTagDescription}`,
        security: bearer,
        querystring: z.object(listPageQuery),
        response: { 200: z.array(serverCustomer), 304: notModified, ...errors(400, 401) },
      },
      ...rowsAsIs,
    },
    async (request, reply) => {
      const ownerId = requireOwner(request).id;
      return sendTaggedList(request, reply, ownerId, service, async () =>
        sendPage(reply, await service.list(ownerId, request.query)),
      );
    },
  );

  readRecordRoute(
    app,
    '/api/customers/:id',
    { tags, summary: 'One customer', answer: serverCustomer, asIs: true },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/customers',
    {
      tags,
      summary: 'Create a customer',
      description:
        'A client may send the id it made (customer-<uuid>); a retried create answers 200 with the record made the first time, and a create of an id the owner deleted answers 409 record_deleted unless it sends restore: true (the customer comes back with that id). A client that sends no id may send an Idempotency-Key instead.',
      body: customerCreateBody,
      answer: serverCustomer,
      errors: [400, 401, 409, 422],
      idempotency: 'customer',
    },
    service.create,
  );

  app.put(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: 'Update a customer (the fields sent are changed)',
        description:
          'With base (the values the client last saw of the fields it changes), a field another client changed meanwhile keeps its stored value and is listed in conflicts (mine: the value sent, theirs: the value kept).',
        security: bearer,
        params: idParam,
        body: customerUpdateBody,
        response: { 200: customerUpdateAnswer, ...errors(400, 401, 404) },
      },
    },
    (request) => service.update(requireOwner(request).id, request.params.id, request.body),
  );

  deleteRecordRoute(
    app,
    '/api/customers/:id',
    { tags, summary: 'Delete a customer and all of its jobs' },
    service.delete,
  );
}
