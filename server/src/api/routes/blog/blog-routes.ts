import type { FastifyPluginAsync } from 'fastify';
import { articleListSchema, articleResponseSchema, pageQuerySchema } from '@freight/shared/core/api/models';
import { notFound } from '../../http/errors';
import { idParamsSchema, langQuerySchema, parseId } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';

export const blogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/blog',
    { schema: { querystring: pageQuerySchema, response: { 200: articleListSchema } }, compress: false },
    async (request, reply) => {
      const { page, lang } = request.query;
      return app.responseCache.send(request, reply, `blog?page=${page}&lang=${lang}`, () =>
        app.articles.list(page, lang),
      );
    },
  );

  app.get(
    '/api/blog/article/:id',
    {
      schema: { params: idParamsSchema, querystring: langQuerySchema, response: { 200: articleResponseSchema } },
      compress: false,
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const { lang } = request.query;
      if (id === null) throw notFound(`No article ${request.params.id}`);
      return app.responseCache.send(request, reply, `blog/article/${id}?lang=${lang}`, async () => {
        const article = await app.articles.get(id, lang);
        if (!article) throw notFound(`No article ${request.params.id}`);
        return { data: article };
      });
    },
  );
};
