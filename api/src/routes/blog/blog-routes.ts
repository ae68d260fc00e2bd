import type { FastifyPluginAsync } from 'fastify';
import { articleListSchema, articleResponseSchema, pageQuerySchema } from '@freight/shared/core/api/models';
import { notFound } from '../../http/errors';
import { idParamsSchema, langQuerySchema, parseId } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';

export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/blog',
    { schema: { querystring: pageQuerySchema, response: { 200: articleListSchema } } },
    async (request) => app.articles.list(request.query.page, request.query.lang),
  );

  app.get(
    '/api/blog/article/:id',
    { schema: { params: idParamsSchema, querystring: langQuerySchema, response: { 200: articleResponseSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const article = id === null ? null : await app.articles.get(id, request.query.lang);
      if (!article) throw notFound(`No article ${request.params.id}`);
      return { data: article };
    },
  );
};
