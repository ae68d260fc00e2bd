import fp from 'fastify-plugin';
import { refuseCrossSite } from '../../http/cross-site';

/** Refuses the state-changing requests another site's page sends (http/cross-site.ts). */
export const crossSiteGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', refuseCrossSite);
  },
  { name: 'cross-site-guard' },
);
