import fp from 'fastify-plugin';
import { createPublicationClock, type PublicationClock } from '../../content/publication-clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves the content version when a scheduled publication's time comes (content/publication-clock.ts). */
    publicationClock: PublicationClock;
  }
}

/** Plans once the server is ready; stopped before the database closes. */
export const publicationClockPlugin = fp(
  async (app) => {
    const clock = createPublicationClock(app.db, app.db.content, (error) =>
      app.log.error({ err: error }, 'reading the next scheduled publication failed'),
    );
    app.decorate('publicationClock', clock);
    // A database still starting is not a reason to refuse to start: the next change or hour plans again.
    app.addHook('onReady', async () => {
      await clock
        .plan()
        .catch((error: unknown) => app.log.error({ err: error }, 'reading the next scheduled publication failed'));
    });
    // onClose hooks run in reverse order: this one before the db plugin's.
    app.addHook('onClose', async () => clock.stop());
  },
  { name: 'publication-clock', dependencies: ['db'] },
);
