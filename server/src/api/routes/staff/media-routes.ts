import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '@freight/shared/core/schemas/messages';
import { MEDIA_MAX_BYTES, mediaAltSchema, mediaAltUpdateSchema } from '@freight/shared/core/schemas/staff-media';
import { notFound, ValidationFailed } from '../../http/errors';
import { refuseLargerThan, requireMultipart } from '../../http/multipart-form';
import { lastChangeOf, sendStaleUpdate } from '../../http/stale-update';
import { staffIdParamsSchema } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';
import { deleteMedia, fullAlt, getMedia, insertMedia, listMedia, updateMediaAlt } from '../../media/media-store';
import { mediaTooLarge, readMediaUpload } from '../../media/media-upload';
import { multipartPlugin } from '../../plugins/external/multipart';
import { signedIn } from '../../plugins/app/staff-auth';
import { writeAudit } from '../../staff/audit';

// /api/staff/media (docs/decisions/035-content-versions-schedules-media.md, "Media"): whoever edits
// articles (editors, admins) uploads pictures, describes them in the four languages and deletes them.

const MEDIA_ACCESS = { staffAccess: ['editor'] } as const;
/** The alt texts' fields are far below this; the picture comes on top. */
const FIELDS_BYTES = 16 * 1024;

const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const staffMediaRoutes: FastifyPluginAsync = async (fastify) => {
  // Multipart parsing exists only in this scope, as for the application form and replies.
  await fastify.register(multipartPlugin, { maxFileBytes: MEDIA_MAX_BYTES, maxFieldBytes: 4 * 1024 });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/media', { config: MEDIA_ACCESS, schema: { querystring: pageQuerySchema } }, async (request) =>
    listMedia(app.db, request.query.page),
  );

  app.get(
    '/api/staff/media/:id',
    { config: MEDIA_ACCESS, schema: { params: staffIdParamsSchema } },
    async (request) => {
      const media = await getMedia(app.db, request.params.id);
      if (!media) throw notFound('No such picture');
      return media;
    },
  );

  app.post(
    '/api/staff/media',
    {
      config: MEDIA_ACCESS,
      preParsing: [requireMultipart, refuseLargerThan(MEDIA_MAX_BYTES + FIELDS_BYTES, mediaTooLarge)],
    },
    async (request, reply) => {
      const staff = signedIn(request);
      const { file, alt, problems } = await readMediaUpload(request);
      const parsed = mediaAltSchema.safeParse(alt);
      // The alt texts' errors named as the form's fields (`alt.fr`), with those refused while reading.
      const altErrors = Object.entries(fieldErrors(parsed)).map(([lang, key]) => [`alt.${lang}`, key]);
      const fields = { ...Object.fromEntries(altErrors), ...problems };
      if (!parsed.success || Object.keys(fields).length > 0) throw new ValidationFailed(fields, 'body');
      const media = await app.db.transaction(async (tx) => {
        const id = await insertMedia(tx, file, fullAlt(parsed.data), staff.accountId);
        await writeAudit(tx, {
          actorId: staff.accountId,
          action: 'media-uploaded',
          targetKind: 'media',
          targetId: String(id),
          details: { file_name: file.fileName, content_type: file.contentType, size: file.content.length },
        });
        return getMedia(tx, id);
      });
      return reply.code(201).send(media);
    },
  );

  app.put(
    '/api/staff/media/:id',
    { config: MEDIA_ACCESS, schema: { params: staffIdParamsSchema, body: mediaAltUpdateSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const { id } = request.params;
      const alt = fullAlt(request.body.alt);
      const outcome = await app.db.transaction(async (tx) => {
        const result = await updateMediaAlt(tx, id, alt, request.body.updated_at, staff.accountId);
        if (result.status === 'changed')
          await writeAudit(tx, {
            actorId: staff.accountId,
            action: 'media-described',
            targetKind: 'media',
            targetId: String(id),
            details: { before: result.before, after: alt },
          });
        return result;
      });
      if (outcome.status === 'changed') return outcome.media;
      const change = outcome.status === 'stale' ? await lastChangeOf(app.db, 'media', 'id', id) : null;
      if (!change) throw notFound('No such picture');
      return sendStaleUpdate(reply, change);
    },
  );

  // Refused while an article shows it: deleting it would leave a hole in a published page.
  app.delete(
    '/api/staff/media/:id',
    { config: MEDIA_ACCESS, schema: { params: staffIdParamsSchema } },
    async (request, reply) => {
      const staff = signedIn(request);
      const outcome = await app.db.transaction(async (tx) => {
        const result = await deleteMedia(tx, request.params.id);
        if (result.status === 'deleted')
          await writeAudit(tx, {
            actorId: staff.accountId,
            action: 'media-deleted',
            targetKind: 'media',
            targetId: String(request.params.id),
            details: { file_name: result.media.file_name, size: result.media.size },
          });
        return result;
      });
      if (outcome.status === 'missing') throw notFound('No such picture');
      if (outcome.status === 'used')
        return reply.code(409).send({
          statusCode: 409,
          code: 'MEDIA_IN_USE',
          message: `Used by the articles [${outcome.usedBy.join(', ')}] and the job offers [${outcome.usedByJobs.join(', ')}]`,
          used_by: outcome.usedBy,
          used_by_jobs: outcome.usedByJobs,
        });
      return reply.code(204).send();
    },
  );
};
