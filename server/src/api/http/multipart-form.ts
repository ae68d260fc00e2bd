import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { VALIDATION, type ValidationKey } from '@freight/shared/core/schemas/messages';
import { HttpError } from './errors';
import { requireSingleHeader } from './submission';

// Reading a multipart/form-data form with one file: text fields as strings,
// the file handed to `saveFile` as it streams (which checks it as it reads).
// Used with @fastify/multipart (plugins/external/multipart.ts).

/** preParsing hook: anything but multipart/form-data is refused before its body is read. */
export async function requireMultipart(request: FastifyRequest): Promise<void> {
  requireSingleHeader(request, 'content-type');
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  }
}

/**
 * preParsing hook: a body announced larger than `maxBytes` is refused with
 * `error` before a byte of it is read. Bodies without Content-Length (chunked)
 * are bounded part by part while they are read.
 */
export function refuseLargerThan(maxBytes: number, error: () => HttpError) {
  return async (request: FastifyRequest): Promise<void> => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > maxBytes) throw error();
  };
}

export interface MultipartForm<F> {
  /** Text fields by name. */
  fields: Record<string, string>;
  /** Fields refused while reading: sent twice, or longer than the field limit. */
  problems: Record<string, ValidationKey>;
  /** What `saveFile` made of the file part; null when there was none or it was not kept. */
  file: F | null;
  /** Whether a file part came under `fileField` (kept or not). */
  fileSent: boolean;
}

export interface MultipartFormOptions<F> {
  fileField: string;
  /**
   * Given the fields sent before the file, whether the file is worth storing;
   * when not, it is read to its end and dropped. Default: always.
   */
  shouldStore?(soFar: Pick<MultipartForm<F>, 'fields' | 'problems'>): boolean;
  /** Reads the file part to its end and keeps it in memory (nothing to undo when the rest of the form fails). */
  saveFile(part: MultipartFile): Promise<F>;
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Nothing kept: the part is read only so that the next one arrives.
  }
}

/** A failure of the body itself (malformed multipart, aborted upload) is the client's: 400, not 500. */
function asClientError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) return error;
  return new HttpError(400, 'BAD_REQUEST', 'Malformed multipart/form-data body');
}

export async function readMultipartForm<F>(
  request: FastifyRequest,
  options: MultipartFormOptions<F>,
): Promise<MultipartForm<F>> {
  const form: MultipartForm<F> = { fields: {}, problems: {}, file: null, fileSent: false };
  const parts = request.parts();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) break;
    const part = next.value;

    if (part.type === 'file') {
      if (part.fieldname !== options.fileField) {
        await drain(part);
      } else if (form.fileSent) {
        form.problems[options.fileField] = VALIDATION.invalid;
        await drain(part);
      } else {
        form.fileSent = true;
        if (options.shouldStore?.(form) === false) await drain(part);
        else form.file = await options.saveFile(part);
      }
      continue;
    }

    const name = part.fieldname;
    if (Object.hasOwn(form.fields, name) || Object.hasOwn(form.problems, name)) {
      // Sent twice: which one the visitor meant is anyone's guess.
      form.problems[name] = VALIDATION.invalid;
      delete form.fields[name];
    } else if (part.valueTruncated) {
      form.problems[name] = VALIDATION.tooLong;
    } else if (typeof part.value !== 'string') {
      // A part declared as JSON arrives parsed; these forms have text fields only.
      form.problems[name] = VALIDATION.invalid;
    } else {
      // Form encoding turns a textarea's line breaks into CRLF; the visitor typed plain ones.
      form.fields[name] = part.value.replace(/\r\n/g, '\n');
    }
  }
  return form;
}
