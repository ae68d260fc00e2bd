import type { FastifyPluginAsync } from 'fastify';
import { replyTemplateInputSchema } from '@freight/shared/core/schemas/reply-templates';
import { HttpError, notFound } from '../../http/errors';
import { staffIdParamsSchema } from '../../http/route-params';
import type { ZodTypeProvider } from '../../http/zod';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../../replies/reply-templates';
import { writeAudit } from '../../staff/audit';
import { signedIn } from '../../plugins/app/staff-auth';
import { INBOX_ACCESS } from './request-access';

// /api/staff/reply-templates (docs/decisions/034-reply-templates-and-attachments.md): whoever answers
// requests (admins, sales, recruiters) keeps templates; editors answer none and are refused by the gate.

function refused(outcome: 'missing' | 'forbidden'): HttpError {
  if (outcome === 'missing') return notFound('No such template');
  return new HttpError(403, 'TEMPLATE_NOT_YOURS', 'Only its author or an admin changes a shared template');
}

export const staffReplyTemplateRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const callerOf = (request: Parameters<typeof signedIn>[0]) => {
    const { accountId, role } = signedIn(request);
    return { accountId, role };
  };

  app.get('/api/staff/reply-templates', { config: INBOX_ACCESS }, async (request) => ({
    data: await listTemplates(app.db, callerOf(request)),
  }));

  app.post(
    '/api/staff/reply-templates',
    { config: INBOX_ACCESS, schema: { body: replyTemplateInputSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const created = await createTemplate(app.db, caller, request.body);
      await writeAudit(app.db, {
        actorId: caller.accountId,
        action: 'reply-template-created',
        targetKind: 'reply-template',
        targetId: String(created?.id),
        details: { name: request.body.name, language: request.body.language, shared: request.body.shared },
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/staff/reply-templates/:id',
    { config: INBOX_ACCESS, schema: { params: staffIdParamsSchema, body: replyTemplateInputSchema } },
    async (request) => {
      const caller = callerOf(request);
      const outcome = await updateTemplate(app.db, request.params.id, caller, request.body);
      if (outcome === 'missing' || outcome === 'forbidden') throw refused(outcome);
      await writeAudit(app.db, {
        actorId: caller.accountId,
        action: 'reply-template-changed',
        targetKind: 'reply-template',
        targetId: String(request.params.id),
        details: { name: request.body.name, language: request.body.language, shared: request.body.shared },
      });
      return outcome;
    },
  );

  app.delete(
    '/api/staff/reply-templates/:id',
    { config: INBOX_ACCESS, schema: { params: staffIdParamsSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await deleteTemplate(app.db, request.params.id, caller);
      if (outcome !== 'deleted') throw refused(outcome);
      await writeAudit(app.db, {
        actorId: caller.accountId,
        action: 'reply-template-deleted',
        targetKind: 'reply-template',
        targetId: String(request.params.id),
      });
      return reply.code(204).send();
    },
  );
};
