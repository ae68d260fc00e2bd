import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import {
  MEDIA_MAX_BYTES,
  MEDIA_SIGNATURE_BYTES,
  type MediaType,
  mediaSlugOf,
  mediaTypeOf,
} from '@freight/shared/core/schemas/staff-media';
import { HttpError } from '../http/errors';
import { readMultipartForm } from '../http/multipart-form';
import { sanitizeFileName } from '../requests/file-name';

// An uploaded picture (docs/decisions/035, "Media"): checked while it streams, by its first bytes
// (never its name or declared type) and its size, then measured; kept in memory until stored.

export const MEDIA_FILE_FIELD = 'file';

export interface MediaFile {
  fileName: string;
  slug: string;
  contentType: MediaType;
  content: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

export const mediaTooLarge = () =>
  new HttpError(413, 'MEDIA_TOO_LARGE', `The picture is larger than ${MEDIA_MAX_BYTES} bytes`);
const wrongType = () => new HttpError(415, 'MEDIA_TYPE', 'The file is not a PNG, JPEG or WebP picture');
const noFile = () => new HttpError(400, 'MEDIA_MISSING', 'No picture was sent (field "file")');

/** Width and height as the picture declares them; null when its header cannot be read (a damaged file). */
function dimensions(content: Buffer): { width: number | null; height: number | null } {
  try {
    const { width, height } = imageSize(content);
    return { width: width || null, height: height || null };
  } catch {
    return { width: null, height: null };
  }
}

async function readPicture(part: MultipartFile): Promise<MediaFile> {
  const chunks: Buffer[] = [];
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MEDIA_MAX_BYTES) throw mediaTooLarge();
      // Judged on the first bytes, before the rest is read.
      if (size - chunk.length < MEDIA_SIGNATURE_BYTES && size >= MEDIA_SIGNATURE_BYTES) {
        if (!mediaTypeOf(Buffer.concat([...chunks, chunk]))) throw wrongType();
      }
      chunks.push(chunk);
      hash.update(chunk);
    }
  } catch (error) {
    // An aborted or malformed upload is the client's: 400, never 500.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'BAD_REQUEST', 'The upload was interrupted or malformed');
  }
  const content = Buffer.concat(chunks);
  const contentType = mediaTypeOf(content);
  if (!contentType) throw wrongType();
  const fileName = sanitizeFileName(part.filename, 'picture');
  const { width, height } = dimensions(content);
  if (width === null) throw wrongType();
  return { fileName, slug: mediaSlugOf(fileName), contentType, content, sha256: hash.digest('hex'), width, height };
}

/** The picture and the text fields (`alt.fr` … `alt.ar`) of an upload. */
export async function readMediaUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, { fileField: MEDIA_FILE_FIELD, saveFile: readPicture });
  if (!form.file) throw noFile();
  const alt = Object.fromEntries(
    Object.entries(form.fields)
      .filter(([name]) => name.startsWith('alt.'))
      .map(([name, value]) => [name.slice('alt.'.length), value]),
  );
  return { file: form.file, alt, problems: form.problems };
}
