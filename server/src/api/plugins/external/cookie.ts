import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Reads and writes cookies (the staff session's; no signing: the value is a random secret). */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
