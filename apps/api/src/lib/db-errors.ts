type Coded = { code?: unknown; message?: unknown; errors?: unknown };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as Coded).code : undefined;

/** PostgreSQL's foreign-key violation, raised by both engines with the same SQLSTATE. */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';

/** The socket errors of a database server that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

/** pg's words for a connection that died or was closed under a query (these carry no code). */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * The database cannot be reached right now (so a retry later may succeed): a refused or dropped
 * connection, SQLSTATE class 08 (connection exception), a server shutting down or starting
 * (57P01–57P03) or out of connections (53300). pg reports a connection that died mid-query
 * with one of its messages and no code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as Coded;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || code.startsWith('08')) return true;
    if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m))) {
    return true;
  }
  // Node reports a refused connection to several addresses as an AggregateError.
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}
