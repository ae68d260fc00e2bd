import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { HttpError } from './errors';

// An uploaded file is checked while it streams to storage: what it is, by
// its first bytes (never by the name or type the client declared), and its
// size, stopping at the limit, so a refused file is never read further or
// held in memory beyond a few bytes.

/** Every PDF starts with these bytes (ISO 32000, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export function fileTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'FILE_TOO_LARGE', `The file is larger than ${maxBytes} bytes`);
}

export function notPdf(): HttpError {
  return new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'The file is not a PDF');
}

export interface CheckedUpload {
  /** The same bytes, failing with 413 FILE_TOO_LARGE past `maxBytes`, 415 UNSUPPORTED_FILE_TYPE if not a PDF. */
  stream: Readable;
  /** Once the stream has ended: bytes read and their SHA-256 (hex). */
  result(): { size: number; sha256: string };
}

/**
 * Wraps an upload's stream. A failure of the upload itself (an aborted or
 * malformed request) becomes a 400, so it is told apart from a storage
 * failure (500).
 */
export function checkPdfUpload(source: AsyncIterable<Buffer>, maxBytes: number): CheckedUpload {
  const hash = createHash('sha256');
  let size = 0;

  async function* checked(): AsyncGenerator<Buffer> {
    let head: Buffer | null = Buffer.alloc(0);
    const iterator = source[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, 'BAD_REQUEST', 'The upload was interrupted or malformed');
      }
      if (next.done) break;
      const chunk = next.value;
      size += chunk.length;
      if (size > maxBytes) {
        await iterator.return?.();
        throw fileTooLarge(maxBytes);
      }
      hash.update(chunk);
      if (head === null) {
        yield chunk;
        continue;
      }
      // The first bytes may arrive split over several chunks.
      head = Buffer.concat([head, chunk]);
      if (head.length < PDF_MAGIC.length) continue;
      if (!head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
        await iterator.return?.();
        throw notPdf();
      }
      yield head;
      head = null;
    }
    // An empty file is reported by the form (validation.file_empty); a few bytes that are not a PDF are refused.
    if (head !== null && head.length > 0) throw notPdf();
  }

  return {
    stream: Readable.from(checked(), { objectMode: false }),
    result: () => ({ size, sha256: hash.copy().digest('hex') }),
  };
}
