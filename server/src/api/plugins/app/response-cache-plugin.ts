import fp from 'fastify-plugin';
import { createResponseCache, type ResponseCache } from '../../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public GETs' answers, per content version (http/response-cache.ts). */
    responseCache: ResponseCache;
  }
}

export const responseCachePlugin = fp(
  async (app) => {
    app.decorate('responseCache', createResponseCache(app.db.content));
  },
  { name: 'response-cache', dependencies: ['db'] },
);
