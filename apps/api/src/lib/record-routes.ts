// The routes every owned record has (customers, jobs, series, documents, payments), declared once
// (decision 041): a plain list, one record by id, a create a client may name, and a delete. A module's routes
// file calls these for the ordinary ones and writes out only what is its own.
import { idParam } from '@jobtrack/core/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Created } from '../db/changes.ts';
import type { IdempotentKind } from '../plugins/idempotency.ts';
import { requireOwner } from '../plugins/auth.ts';
import { topsUpSeries } from '../plugins/series-top-up.ts';
import { bearer, errors, idempotencyHeaders, rowsAsIs, type ZodApp } from './http.ts';

/** The answer of a delete and of other actions that give nothing back. */
export const success = z.object({ success: z.literal(true) });
export const SUCCEEDED = { success: true as const };

type Doc = { tags: string[]; summary: string; description?: string };

/**
 * GET url: the signed-in owner's records of a kind that keeps no pages (documents, payments),
 * filtered by the query's one optional parent.
 */
export function listRecordsRoute<Query extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  doc: Doc & { query: Query; answer: Answer },
  list: (ownerId: string, query: z.output<Query>) => Promise<z.output<Answer>[]>,
): void {
  const { query, answer, ...text } = doc;
  app.get(
    url,
    {
      schema: {
        ...text,
        security: bearer,
        querystring: query,
        response: { 200: z.array(answer), ...errors(400, 401) },
      },
    },
    // The query and answer are Query's and Answer's; the type provider cannot see through generics.
    ((request: FastifyRequest) =>
      list(requireOwner(request).id, request.query as z.output<Query>)) as never,
  );
}

/** GET url (with :id): one record of the signed-in owner; the service answers 404. */
export function readRecordRoute<Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  doc: Doc & { answer: Answer; asIs?: boolean; topUpSeries?: boolean },
  read: (ownerId: string, id: string) => Promise<z.output<Answer>>,
): void {
  const { answer, asIs, topUpSeries, ...text } = doc;
  app.get(
    url,
    {
      schema: {
        ...text,
        security: bearer,
        params: idParam,
        response: { 200: answer, ...errors(401, 404) },
      },
      ...(asIs ? rowsAsIs : {}),
      ...(topUpSeries ? topsUpSeries : {}),
    },
    // The answer's type is Answer's output; the type provider cannot see through the generic.
    (request) => read(requireOwner(request).id, request.params.id) as never,
  );
}

/** DELETE url (with :id): deletes one record of the signed-in owner; the service answers 404. */
export function deleteRecordRoute(
  app: ZodApp,
  url: string,
  doc: Doc,
  remove: (ownerId: string, id: string) => Promise<unknown>,
): void {
  app.delete(
    url,
    {
      schema: {
        ...doc,
        security: bearer,
        params: idParam,
        response: { 200: success, ...errors(401, 404) },
      },
    },
    async (request) => {
      await remove(requireOwner(request).id, request.params.id);
      return SUCCEEDED;
    },
  );
}

type ErrorStatus = Parameters<typeof errors>[number];

/**
 * POST url: a create a client may name (its body's id, else an Idempotency-Key) answers 201 with
 * the new record, or 200 with the one made the first time (docs/architecture.md §5).
 */
export function createRecordRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  url: string,
  doc: Doc & { body: Body; answer: Answer; idempotency: IdempotentKind; errors: ErrorStatus[] },
  create: (ownerId: string, body: z.output<Body>) => Promise<Created<z.output<Answer>>>,
): void {
  const { body, answer, idempotency, errors: statuses, ...text } = doc;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = requireOwner(request);
    const { record, created } = await create(owner.id, request.body as z.output<Body>);
    return reply.status(created ? 201 : 200).send(record);
  };
  app.post(
    url,
    {
      schema: {
        ...text,
        security: bearer,
        headers: idempotencyHeaders,
        body,
        response: { 201: answer, 200: answer, ...errors(...statuses) },
      },
      config: { idempotency },
    },
    // The body and answer are Body's and Answer's; the type provider cannot see through generics.
    handler as never,
  );
}

/**
 * The options of an action on one record (url with :id) that a client may retry with an
 * Idempotency-Key: a change of a job that may be a payment, a series shift or end (decision 018).
 */
export const recordActionOptions = <Body extends z.ZodType, Answer extends z.ZodType>(
  doc: Doc & { body: Body; answer: Answer },
) => {
  const { body, answer, ...text } = doc;
  return {
    schema: {
      ...text,
      security: bearer,
      headers: idempotencyHeaders,
      params: idParam,
      body,
      response: { 200: answer, ...errors(400, 401, 404, 422) },
    },
    config: { idempotency: 'action' as const },
  };
};
