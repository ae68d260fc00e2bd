import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export interface MultipartPluginOptions {
  /** Largest file part: busboy passes on at most one byte more (so "too large" can be told), then discards the rest. */
  maxFileBytes: number;
  /** Largest text field, in bytes; longer values arrive truncated and are refused. */
  maxFieldBytes: number;
}

/**
 * Parses multipart/form-data for the routes registered in the same scope (the
 * application form): streamed, never written to a temporary folder by the
 * plugin, with tight limits on the number and size of parts.
 */
export const multipartPlugin = fp<MultipartPluginOptions>(
  async (app, { maxFileBytes, maxFieldBytes }) => {
    await app.register(multipart, {
      // Size errors are ours (413 FILE_TOO_LARGE), raised while the file streams.
      throwFileSizeLimit: false,
      limits: {
        fieldNameSize: 100,
        fieldSize: maxFieldBytes,
        fields: 30,
        fileSize: maxFileBytes + 1,
        files: 3,
        parts: 40,
        headerPairs: 20,
      },
    });
  },
  { name: 'multipart' },
);
