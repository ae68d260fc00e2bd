import fp from 'fastify-plugin';
import type { FileStorage } from '../../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (applicants' CVs): a local folder by default, any FileStorage in its place. */
    files: FileStorage;
  }
}

export interface FileStoragePluginOptions {
  storage: FileStorage;
}

export const fileStoragePlugin = fp<FileStoragePluginOptions>(
  async (app, { storage }) => {
    app.decorate('files', storage);
    app.log.info({ storage: storage.kind }, 'file storage ready');
  },
  { name: 'file-storage' },
);
