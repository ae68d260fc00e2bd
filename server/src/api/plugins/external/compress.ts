import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip or brotli for JSON and text assets above 1 KB (images are SVG, text too). */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compress' },
);
