import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffPublicationSchema } from '@freight/shared/core/schemas/staff-content';
import { getVersion, listVersions } from '../../content/content-versions';
import type { ChangeOutcome } from '../../content/content-records';
import { HttpError, notFound } from '../../http/errors';
import { parseId } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';
import type { ContentRecord, ContentRoutesSpec } from './content-route-spec';

// A record's versions: the list, one version's fields (the editor compares two), and the restore,
// which saves an earlier version's fields as a new version with the `updated_at` the editor read
// (409 STALE_UPDATE when the record changed meanwhile, as any save).

const versionParams = z.object({ id: z.string(), number: z.string() });

/** The stable code of a version the current rules refuse (a field that became required since). */
export const VERSION_NOT_RESTORABLE = 'VERSION_NOT_RESTORABLE';

interface VersionRouteHelpers<R extends ContentRecord, I> {
  idOf: (request: FastifyRequest<{ Params: { id: string } }>) => number;
  answer: (reply: FastifyReply, outcome: ChangeOutcome<R>) => FastifyReply;
  restore: (
    request: FastifyRequest,
    id: number,
    number: number,
    input: I,
    updatedAt: string,
  ) => Promise<ChangeOutcome<R>>;
}

export function registerVersionRoutes<R extends ContentRecord, I>(
  fastify: FastifyInstance,
  spec: ContentRoutesSpec<R, I>,
  helpers: VersionRouteHelpers<R, I>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { staffAccess: spec.roles };

  const versionOf = async (request: FastifyRequest<{ Params: { id: string; number: string } }>) => {
    const id = helpers.idOf(request);
    const number = parseId(request.params.number);
    const version = number === null ? null : await getVersion(app.db, spec.kind, id, number);
    if (!version || number === null) throw notFound('No such version');
    return { id, number, version };
  };

  app.get(
    `${spec.path}/:id/versions`,
    { config, schema: { params: versionParams.pick({ id: true }) } },
    async (request) => {
      const id = helpers.idOf(request);
      if (!(await spec.store(app.db).get(id))) throw notFound('No such record');
      return { data: await listVersions(app.db, spec.kind, id) };
    },
  );

  app.get(`${spec.path}/:id/versions/:number`, { config, schema: { params: versionParams } }, async (request) => {
    return (await versionOf(request)).version;
  });

  app.post(
    `${spec.path}/:id/versions/:number/restore`,
    { config, schema: { params: versionParams, body: staffPublicationSchema.pick({ updated_at: true }) } },
    async (request, reply) => {
      const { id, number, version } = await versionOf(request);
      const input = spec.input.safeParse(version.content);
      if (!input.success)
        throw new HttpError(409, VERSION_NOT_RESTORABLE, `Version ${number} no longer passes the form's rules`);
      await spec.checkInput?.(input.data);
      const outcome = await helpers.restore(request, id, number, input.data, request.body.updated_at);
      return helpers.answer(reply, outcome);
    },
  );
}
