import fp from 'fastify-plugin';
import type { Database, DatabaseOptions } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { seedDatabase } from '../../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  database: DatabaseOptions;
  seedUnsafeFixture: boolean;
  /** SITE_PROFILE: which brand's partner network is seeded. */
  profile?: ProfileName;
}

/**
 * Opens the database, migrates and seeds it before the server accepts
 * requests, so /api/health answering means the data is there.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const { db, owned } = await openDatabase(options.database, (error) =>
      app.log.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
    );
    try {
      const applied = await migrate(db);
      const seeded = await seedDatabase(db, { unsafeFixture: options.seedUnsafeFixture, profile: options.profile });
      app.log.info({ database: db.kind, migrations: applied, seeded }, 'database ready');
      if (seeded.fixture)
        app.log.warn('SEED_UNSAFE_FIXTURE: stored the unsanitized "XSS fixture" article (tests only)');
      // Content written by other servers or by hand moves db.content too (db/content-version.ts).
      await db.watchContent();
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
