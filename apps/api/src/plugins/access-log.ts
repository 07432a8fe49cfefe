import type { FastifyInstance } from 'fastify';

/**
 * ACCESS_LOG=true: one line per answered request (decision 022), after the answer is sent. It
 * names the method, the path without its query string, the status and the time taken; never a
 * header, a body or a query, so no token or password can reach it.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const queryAt = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
