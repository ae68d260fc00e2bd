import type { FastifyPluginAsync } from 'fastify';
import { categoryListSchema } from '@freight/shared/core/api/models';
import { langQuerySchema } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';

/** Under /api/v1 because the shop's own API answered there first; the front-end keeps that path. */
export const categoriesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/categories',
    { schema: { querystring: langQuerySchema, response: { 200: categoryListSchema } }, compress: false },
    async (request, reply) => {
      const { lang } = request.query;
      return app.responseCache.send(request, reply, `categories?lang=${lang}`, async () => ({
        data: await app.catalog.categories(lang),
      }));
    },
  );
};
