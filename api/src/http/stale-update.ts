import type { FastifyReply } from 'fastify';

/** Who changed a record meanwhile, and when. */
export interface LastChange {
  updated_at: string;
  updated_by: { id: number; name: string } | null;
}

/** 409 STALE_UPDATE: the record changed since the editor read it; they reload and redo their change. */
export function sendStaleUpdate(reply: FastifyReply, change: LastChange): FastifyReply {
  const who = change.updated_by?.name ?? 'someone';
  return reply.code(409).send({
    statusCode: 409,
    code: 'STALE_UPDATE',
    message: `Changed by ${who} at ${change.updated_at}: reload and try again`,
    updated_at: change.updated_at,
    updated_by: change.updated_by,
  });
}
