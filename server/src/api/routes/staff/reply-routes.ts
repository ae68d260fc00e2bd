import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fieldErrors } from '@freight/shared/core/schemas/messages';
import {
  REPLY_ATTACHMENT_MAX_BYTES,
  REPLY_ATTACHMENTS_MAX_TOTAL_BYTES,
} from '@freight/shared/core/schemas/reply-templates';
import { requestReplySchema } from '@freight/shared/core/schemas/staff-inbox';
import { notFound, ValidationFailed } from '../../http/errors';
import { refuseLargerThan } from '../../http/multipart-form';
import { sendStaleUpdate } from '../../http/stale-update';
import { staffIdParamsSchema } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';
import { multipartPlugin } from '../../plugins/external/multipart';
import { attachmentsTooLarge, readReplyForm, replyFile } from '../../replies/reply-attachments';
import { replyToRequest } from '../../requests/request-changes';
import { createRequestsStore } from '../../requests/requests-store';
import { writeAudit } from '../../staff/audit';
import { signedIn } from '../../plugins/app/staff-auth';
import { INBOX_ACCESS, reachableKind, referenceParamsSchema } from './request-access';
import { attachment } from './request-file-routes';
import type { StaffRequestRoutesOptions } from './request-routes';

// A staff reply (docs/decisions/018-staff-inbox.md), JSON or, with files, multipart/form-data
// (docs/decisions/034-reply-templates-and-attachments.md); and the download of those files, staff only.

/** The text fields are far below this; the files come on top. */
const FIELDS_BYTES = 64 * 1024;

const fileParamsSchema = referenceParamsSchema.extend(staffIdParamsSchema.shape);

/** The subject, text and updated_at of either body, checked by the one schema; the files of a multipart one. */
async function replyOf(request: FastifyRequest) {
  const { fields, files } = request.isMultipart() ? await readReplyForm(request) : { fields: request.body, files: [] };
  const parsed = requestReplySchema.safeParse(fields);
  if (!parsed.success) throw new ValidationFailed(fieldErrors(parsed), 'body');
  return { ...parsed.data, files };
}

export const staffReplyRoutes: FastifyPluginAsync<StaffRequestRoutesOptions> = async (
  fastify,
  { profile, firstAnswerTargetHours, publicOrigin },
) => {
  // Multipart parsing exists only in this scope, as for the application form.
  await fastify.register(multipartPlugin, { maxFileBytes: REPLY_ATTACHMENT_MAX_BYTES, maxFieldBytes: FIELDS_BYTES });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requests = createRequestsStore(app.db, { firstAnswerTargetHours });

  // Sent once: a stale updated_at (a colleague answered or changed it meanwhile) enqueues and stores nothing.
  app.post(
    '/api/staff/requests/:reference/replies',
    {
      config: INBOX_ACCESS,
      schema: { params: referenceParamsSchema },
      preParsing: refuseLargerThan(REPLY_ATTACHMENTS_MAX_TOTAL_BYTES + FIELDS_BYTES, attachmentsTooLarge),
    },
    async (request, reply) => {
      const { reference } = request.params;
      const kind = reachableKind(request, reference);
      const { subject, text, updated_at: readAt, files } = await replyOf(request);
      const target = { kind, reference, actor: signedIn(request), readAt };
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      const outcome = await replyToRequest(app.db, target, { subject, text, files, profile, origin });
      if (outcome.status === 'missing') throw notFound('No such request');
      if (outcome.status === 'stale') return sendStaleUpdate(reply, outcome.stale);
      app.outbox.kick();
      const detail = await requests.detail(kind, reference);
      if (!detail) throw notFound('No such request');
      return reply.code(201).send(detail);
    },
  );

  // Only through this route, audited: the files of a reply are the visitor's business, never public.
  app.get(
    '/api/staff/requests/:reference/attachments/:id',
    { config: INBOX_ACCESS, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const { reference, id } = request.params;
      const kind = reachableKind(request, reference);
      const file = await replyFile(app.db, reference, id);
      if (!file) throw notFound('No such file');
      if (request.method === 'GET')
        await writeAudit(app.db, {
          actorId: signedIn(request).accountId,
          action: 'reply-attachment-downloaded',
          targetKind: kind,
          targetId: reference,
          details: { attachment_id: id, file_name: file.file_name, size: file.size },
        });
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', attachment(file.file_name))
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
