import fp from 'fastify-plugin';
import { guardConnections, type ConnectionGuardOptions } from '../../http/connection-guard';

/** The connection cap and slow-body answers (http/connection-guard.ts), on the listening server. */
export const connectionGuardPlugin = fp<ConnectionGuardOptions>(
  async (app, options) => {
    guardConnections(app, options);
  },
  { name: 'connection-guard' },
);
