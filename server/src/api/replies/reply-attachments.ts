import { createHash } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  FILE_SIGNATURE_BYTES,
  fileTypeOf,
  REPLY_ATTACHMENT_MAX_BYTES,
  REPLY_ATTACHMENTS_MAX_FILES,
  REPLY_ATTACHMENTS_MAX_TOTAL_BYTES,
  type ReplyAttachment,
  type ReplyAttachmentType,
} from '@freight/shared/core/schemas/reply-templates';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { sanitizeFileName } from '../requests/file-name';

// The files of a reply (docs/decisions/034-reply-templates-and-attachments.md): read from the
// multipart body, each checked by its first bytes and its size while it streams, kept in memory
// until the reply's transaction stores them beside its event (reply_attachments, migration 015).

export const ATTACHMENTS_FIELD = 'attachments';

export interface ReplyFile {
  fileName: string;
  contentType: ReplyAttachmentType;
  content: Buffer;
  sha256: string;
}

export interface ReplyForm {
  fields: Record<string, string>;
  files: ReplyFile[];
}

export const attachmentTooLarge = () =>
  new HttpError(413, 'ATTACHMENT_TOO_LARGE', `A file is larger than ${REPLY_ATTACHMENT_MAX_BYTES} bytes`);
export const attachmentsTooLarge = () =>
  new HttpError(413, 'ATTACHMENTS_TOO_LARGE', `The files weigh more than ${REPLY_ATTACHMENTS_MAX_TOTAL_BYTES} bytes`);
const tooMany = () =>
  new HttpError(413, 'TOO_MANY_ATTACHMENTS', `At most ${REPLY_ATTACHMENTS_MAX_FILES} files go with a reply`);
const wrongType = () => new HttpError(415, 'ATTACHMENT_TYPE', 'A file is not a PDF, PNG or JPEG');
const emptyFile = () => new HttpError(400, 'ATTACHMENT_EMPTY', 'A file is empty');

const EXTENSIONS: Record<ReplyAttachmentType, RegExp> = {
  'application/pdf': /\.pdf$/i,
  'image/png': /\.png$/i,
  'image/jpeg': /\.jpe?g$/i,
};

/** The member's file name made harmless, ending as what the bytes are (the visitor's mail client opens it by that). */
function fileNameFor(raw: string, type: ReplyAttachmentType): string {
  const name = sanitizeFileName(raw, 'attachment');
  return EXTENSIONS[type].test(name)
    ? name
    : `${name}.${type === 'image/jpeg' ? 'jpg' : type.slice(type.indexOf('/') + 1)}`;
}

async function readFile(part: Multipart & { type: 'file' }, totalSoFar: number): Promise<ReplyFile> {
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > REPLY_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
    if (totalSoFar + size > REPLY_ATTACHMENTS_MAX_TOTAL_BYTES) throw attachmentsTooLarge();
    // Judged on the first bytes, before the rest is read.
    if (size - chunk.length < FILE_SIGNATURE_BYTES && size >= FILE_SIGNATURE_BYTES) {
      if (!fileTypeOf(Buffer.concat([...chunks, chunk]))) throw wrongType();
    }
    chunks.push(chunk);
    hash.update(chunk);
  }
  if (size === 0) throw emptyFile();
  const content = Buffer.concat(chunks);
  const contentType = fileTypeOf(content);
  if (!contentType) throw wrongType();
  return { fileName: fileNameFor(part.filename, contentType), contentType, content, sha256: hash.digest('hex') };
}

/** A failure of the body itself (malformed, aborted, too many parts) is the client's: 4xx, never 500. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_FILES_LIMIT')
    return tooMany();
  if (typeof error === 'object' && error !== null && 'statusCode' in error) return error;
  return new HttpError(400, 'BAD_REQUEST', 'Malformed multipart/form-data body');
}

/** The reply's text fields and files; a field sent twice is refused as the application form does. */
export async function readReplyForm(request: FastifyRequest): Promise<ReplyForm> {
  const form: ReplyForm = { fields: {}, files: [] };
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== ATTACHMENTS_FIELD) throw new HttpError(400, 'BAD_REQUEST', 'Unexpected file field');
        if (form.files.length >= REPLY_ATTACHMENTS_MAX_FILES) throw tooMany();
        const file = await readFile(part, total);
        total += file.content.length;
        form.files.push(file);
      } else {
        if (Object.hasOwn(form.fields, part.fieldname) || typeof part.value !== 'string')
          throw new HttpError(400, 'BAD_REQUEST', `Field ${part.fieldname} sent twice or not as text`);
        // Form encoding turns a textarea's line breaks into CRLF; the member typed plain ones.
        form.fields[part.fieldname] = part.value.replace(/\r\n/g, '\n');
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return form;
}

/** Stores the files of the reply event `eventId`; answers them as the thread lists them. */
export async function storeReplyFiles(
  tx: Queryable,
  reference: string,
  eventId: number,
  files: readonly ReplyFile[],
): Promise<ReplyAttachment[]> {
  const stored: ReplyAttachment[] = [];
  for (const file of files) {
    // As base64 text: PGlite takes a bytea parameter ten times slower (docs/decisions/022).
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reply_attachments (event_id, reference, file_name, content_type, size, sha256, content)
       VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64')) RETURNING id::int AS id`,
      [
        eventId,
        reference,
        file.fileName,
        file.contentType,
        file.content.length,
        file.sha256,
        file.content.toString('base64'),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('INSERT INTO reply_attachments returned no id');
    stored.push({ id, file_name: file.fileName, content_type: file.contentType, size: file.content.length });
  }
  return stored;
}

/** One file of a request's replies, with its bytes; null when the request has no such file. */
export async function replyFile(db: Queryable, reference: string, id: number) {
  const { rows } = await db.query<ReplyAttachment & { content: string }>(
    `SELECT id::int AS id, file_name, content_type, size, encode(content, 'base64') AS content
     FROM reply_attachments WHERE id = $1 AND reference = $2`,
    [id, reference],
  );
  const row = rows[0];
  return row ? { ...row, content: Buffer.from(row.content, 'base64') } : null;
}

/** The bytes of a stored file as base64, for the e-mail (outbox attachments name it by id). */
export async function replyFileBase64(db: Queryable, id: number): Promise<string> {
  const { rows } = await db.query<{ content: string }>(
    `SELECT encode(content, 'base64') AS content FROM reply_attachments WHERE id = $1`,
    [id],
  );
  const content = rows[0]?.content;
  // Erased meanwhile: the attempt fails and is retried, then marked failed (as a missing CV).
  if (content === undefined) throw new Error(`The reply attachment ${id} is not in the database`);
  return content;
}
