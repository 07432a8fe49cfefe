import type { FastifyInstance } from 'fastify';

/** The public pages whose path is a secret token (decisions 035, 061): `/d/<token>`, `/q/<token>`. */
const TOKEN_PATH = /^(\/[dq]\/)[^/]+/;

/**
 * The path as the access log writes it: without its query string, and with a share link's token
 * replaced, so a log reader cannot open a customer's invoice (decision 057).
 */
export const loggedPath = (url: string): string => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(TOKEN_PATH, '$1[redacted]');
};

/**
 * ACCESS_LOG=true: one line per answered request (decision 022), after the answer is sent. It
 * names the method, the path without its query string or share token, the status and the time
 * taken; never a header, a body or a query, so no token or password can reach it.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
