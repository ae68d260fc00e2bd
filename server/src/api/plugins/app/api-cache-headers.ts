import fp from 'fastify-plugin';

const API_MAX_AGE = 'public, max-age=60';

/**
 * Successful GETs of the public content may be cached a minute by browsers and
 * proxies (content changes rarely; the browser's SWR cache does the rest);
 * anything else under /api is not cached unless its route says otherwise.
 */
export const apiCacheHeaders = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 300;
        reply.header('cache-control', cacheable ? API_MAX_AGE : 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-cache-headers' },
);
