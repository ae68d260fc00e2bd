import type { FastifyPluginAsync } from 'fastify';
import { jobListSchema, jobResponseSchema, pageQuerySchema } from '@freight/shared/core/api/models';
import { notFound } from '../../http/errors';
import { idParamsSchema, langQuerySchema, parseId } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';

export const jobsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/jobs',
    { schema: { querystring: pageQuerySchema, response: { 200: jobListSchema } } },
    async (request) => app.jobs.list(request.query.page, request.query.lang),
  );

  app.get(
    '/api/jobs/:id',
    { schema: { params: idParamsSchema, querystring: langQuerySchema, response: { 200: jobResponseSchema } } },
    async (request) => {
      const id = parseId(request.params.id);
      const job = id === null ? null : await app.jobs.get(id, request.query.lang);
      if (!job) throw notFound(`No job offer ${request.params.id}`);
      return { data: job };
    },
  );
};
