// A validator for the long lists (issue 12, decision 036): GET /api/customers and GET /api/jobs
// answer an ETag made of the owner's change number (the one the delta sync counts, db/changes.ts),
// so a client that refreshes an unchanged list with If-None-Match gets a 304 without a body
// instead of megabytes it already has.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// A new build may shape the records differently: its tags never match an older build's. Several
// processes of one build (BUILD_HASH set by npm start) agree; without one, each start differs.
const BUILD = process.env.BUILD_HASH ?? `start-${Date.now().toString(36)}`;

/** The OpenAPI words for it, once. */
export const listTagDescription =
  'Answers an ETag; a request whose If-None-Match names it answers 304 with no body while none of the owner’s records has changed.';

export const notModified = z
  .null()
  .describe('The list is unchanged since the ETag named by If-None-Match');

/**
 * The tag of one owner's answer to one URL at one change number. The owner is in it because a
 * browser's cache is keyed by URL, not by who signed in: another account's tag never matches.
 */
export function listTag(ownerId: string, url: string, version: number): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const hash = createHash('sha256')
    .update(`${BUILD}\n${ownerId}\n${query}`)
    .digest('base64url')
    .slice(0, 16);
  return `W/"${version}-${hash}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match names the tag (weak comparison, as RFC 9110 asks for it), or is `*`. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((part) => part.trim() === '*' || opaque(part) === wanted);
}

/**
 * Answers a list with its tag, or 304 when the client already holds it. The change number comes
 * from the list's service (`source`: routes call services, decision 041) and is read BEFORE the
 * list: a write committed in between makes the list newer than its tag, never older, so a later
 * 304 can never confirm records that have changed since.
 */
export async function sendTaggedList<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ownerId: string,
  source: { version(ownerId: string): Promise<number> },
  read: () => Promise<T[]>,
): Promise<T[] | FastifyReply> {
  // GET /api/jobs: the series top-up hook read it already when it wrote nothing.
  const version = request.ownerVersion ?? (await source.version(ownerId));
  const tag = listTag(ownerId, request.url, version);
  if (matchesTag(request.headers['if-none-match'], tag)) {
    tagHeaders(reply, tag);
    return reply.code(304).send(null);
  }
  const rows = await read();
  tagHeaders(reply, tag);
  return rows;
}

/**
 * The tag, and no-store like every /api answer (decision 056): a list must not stay in a shared
 * computer's disk cache after sign-out. A client that keeps the list itself still sends
 * If-None-Match and gets its 304.
 */
function tagHeaders(reply: FastifyReply, tag: string) {
  void reply.header('ETag', tag);
  void reply.header('Cache-Control', 'no-store');
  void reply.header('Vary', 'Authorization');
}
