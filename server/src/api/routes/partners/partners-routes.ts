import type { FastifyPluginAsync } from 'fastify';
import { partnerListSchema } from '@freight/shared/core/api/models';
import type { ZodTypeProvider } from '../../http/zod';

export const partnersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/partners',
    { schema: { response: { 200: partnerListSchema } }, compress: false },
    async (request, reply) =>
      app.responseCache.send(request, reply, 'partners', async () => ({ data: await app.catalog.partners() })),
  );
};
