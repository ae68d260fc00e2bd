import type { FastifyPluginAsync } from 'fastify';
import { jobListSchema, jobResponseSchema, pageQuerySchema } from '@freight/shared/core/api/models';
import { notFound } from '../../http/errors';
import { idParamsSchema, langQuerySchema, parseId } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';

export const jobsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/jobs',
    { schema: { querystring: pageQuerySchema, response: { 200: jobListSchema } }, compress: false },
    // The day is part of the key: an offer drops out of the list when its last day ends.
    async (request, reply) => {
      const { page, lang } = request.query;
      return app.responseCache.send(request, reply, `jobs?page=${page}&lang=${lang}&day=${app.jobs.today()}`, () =>
        app.jobs.list(page, lang),
      );
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: { params: idParamsSchema, querystring: langQuerySchema, response: { 200: jobResponseSchema } },
      compress: false,
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const { lang } = request.query;
      if (id === null) throw notFound(`No job offer ${request.params.id}`);
      return app.responseCache.send(request, reply, `jobs/${id}?lang=${lang}&day=${app.jobs.today()}`, async () => {
        const job = await app.jobs.get(id, lang);
        if (!job) throw notFound(`No job offer ${request.params.id}`);
        return { data: job };
      });
    },
  );
};
