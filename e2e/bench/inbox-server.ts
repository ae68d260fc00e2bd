// The inbox benchmark's server (e2e/bench/inbox-bench.mjs), in its own process: the real app on a
// fresh database (BENCH_TARGET=pglite | postgres with DATABASE_URL), 10,000 requests of the four
// kinds seeded here only (BENCH_INBOX_ROWS), an admin signed in with a view of their own and read marks, and
// the floor at two levels: bare over HTTP, and through the staff session like the list. Prints one JSON
// line with the session's cookie, the plans, the database's timings and where a request's time goes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { build } from '../../server/src/app';
import { compactInboxCounts } from '../../server/src/api/requests/inbox-counts';
import { INBOX_ACCESS } from '../../server/src/api/routes/staff/request-access';
import { hashPassword } from '../../server/src/api/staff/passwords';
import { explainAll, FLOOR_SQL, recordStatements, timeStatements } from './inbox-database';
import { installPhaseMarks } from './inbox-phases';

const target = process.env.BENCH_TARGET ?? 'pglite';
const port = Number(process.env.PORT ?? 8192);
const rows = Number(process.env.BENCH_INBOX_ROWS ?? 10_000);
const PASSWORD = 'bench password for the inbox';
/** Rounds of the timings at the database and of the breakdown of a request. */
const DB_ROUNDS = Number(process.env.BENCH_INBOX_DB_ROUNDS ?? 300);
/** The inbox's paths measured at every level (BENCH_LEVEL_PATHS, a JSON list from inbox-bench.mjs). */
const LEVEL_PATHS = JSON.parse(process.env.BENCH_LEVEL_PATHS ?? '[]') as string[];

/** rows/4 of each kind, over the last 400 days, a few names and companies repeated as in real life. */
const SEED = `
WITH s AS (SELECT g, now() - (g * interval '57 minutes') AS at FROM generate_series(1, $1::int) g)
INSERT INTO quote_requests (reference, payload, quote_type, full_name, email, phone, company, city, loading_place,
  loading_date, unloading_place, unloading_date, dangerous, language, created_at, updated_at, status)
SELECT 'Q-2026-' || lpad((100000 + g)::text, 6, '0'), '{}'::jsonb, 'full-load', 'Client ' || (g % 700) || ' Benali',
  'client' || (g % 700) || '@exemple' || (g % 50) || '.ma', '0612345678', 'Société ' || (g % 300), 'Tanger',
  'Tanger Med', current_date, 'Perpignan', current_date + 2, g % 17 = 0, (ARRAY['fr','en','es','ar'])[1 + g % 4],
  at, date_trunc('milliseconds', at), (ARRAY['new','in_progress','answered','archived'])[1 + g % 4]
FROM s;
WITH s AS (SELECT g, now() - (g * interval '61 minutes') AS at FROM generate_series(1, $1::int) g)
INSERT INTO other_quote_requests (reference, payload, full_name, email, phone, company, city, object, language,
  created_at, updated_at, status)
SELECT 'O-2026-' || lpad((100000 + g)::text, 6, '0'), '{}'::jsonb, 'Prospect ' || (g % 500) || ' Alaoui',
  'prospect' || (g % 500) || '@exemple.es', '+34600000000', 'Empresa ' || (g % 200), 'Valencia', 'Transport frigorifique',
  'es', at, date_trunc('milliseconds', at), (ARRAY['new','in_progress','answered','archived'])[1 + g % 4]
FROM s;
WITH s AS (SELECT g, now() - (g * interval '53 minutes') AS at FROM generate_series(1, $1::int) g)
INSERT INTO contact_messages (reference, payload, full_name, email, telephone, language, created_at, updated_at, status)
SELECT 'C-2026-' || lpad((100000 + g)::text, 6, '0'), jsonb_build_object('message', 'Bonjour, rappel svp ' || g),
  'Visiteur ' || (g % 900), 'visiteur' || (g % 900) || '@exemple.fr', '0612345678', 'fr', at,
  date_trunc('milliseconds', at), (ARRAY['new','in_progress','answered','archived'])[1 + g % 4]
FROM s;
WITH s AS (SELECT g, now() - (g * interval '59 minutes') AS at FROM generate_series(1, $1::int) g)
INSERT INTO applications (reference, payload, career_type, full_name, email, phone, country, city, level_of_studies,
  cv_storage_key, cv_file_name, cv_size, cv_sha256, language, created_at, updated_at, status)
SELECT 'A-2026-' || lpad((100000 + g)::text, 6, '0'), '{}'::jsonb, 'spontaneous', 'Candidat ' || (g % 800) || ' Idrissi',
  'candidat' || (g % 800) || '@exemple.ma', '0612345678', 'Maroc', 'Tanger', 'bac+2',
  gen_random_uuid()::text || '.pdf', 'cv.pdf', 1000, 'x', 'fr', at, date_trunc('milliseconds', at),
  (ARRAY['new','in_progress','answered','archived'])[1 + g % 4]
FROM s;
`;

async function main() {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  const url = process.env.DATABASE_URL;
  if (target === 'postgres' && !url) throw new Error('BENCH_TARGET=postgres needs DATABASE_URL');
  const app = build({
    database: target === 'postgres' ? { kind: 'postgres', url: url as string, schema } : { kind: 'pglite', dataDir },
    rateLimit: false,
    formRateLimit: false,
    staffSignInLimits: { perAddress: false, perAccount: false },
    logger: false,
    outbox: { autoSend: false },
  });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  if (target === 'postgres')
    app.addHook('onClose', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });
  const phases = installPhaseMarks(app);
  // The floors the list is held against (docs/decisions/036): the same bare indexed read of 20 rows
  // of one table, no view, filter, join or count, answered as JSON like the list; once with no
  // session, once as a staff route (its config passes it through the staff gate's session lookup and
  // access check, as the list's does).
  const floor = async () => ({ data: (await app.db.query(FLOOR_SQL)).rows });
  app.get('/bench/bare', floor);
  app.get('/api/staff/bench-floor', { config: INBOX_ACCESS }, floor);
  await app.ready();
  const perKind = Math.round(rows / 4);
  for (const statement of SEED.split(';').filter((sql) => sql.trim())) await app.db.query(statement, [perKind]);
  const admin = await app.staffAccounts.create(
    {
      email: 'bench.admin@boughaz-freight.example',
      name: 'Bench Admin',
      role: 'admin',
      passwordHash: await hashPassword(PASSWORD),
    },
    null,
  );
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email: admin?.email, password: PASSWORD },
  });
  const cookie = signIn.cookies.find((c) => c.name === 'staff');
  if (!cookie) throw new Error(`sign-in answered ${signIn.statusCode}`);
  const adminId = admin?.id ?? 0;
  // One request in 50 assigned to the admin ("mine"), one in 3 opened by them (read marks), and a view of their own.
  await app.db.query(`UPDATE quote_requests SET assignee_id = $1 WHERE id % 50 = 0`, [adminId]);
  await app.db.query(
    `INSERT INTO request_reads (account_id, reference)
     SELECT $1, reference FROM staff_requests WHERE abs(hashtext(reference)) % 3 = 0`,
    [adminId],
  );
  await app.db.query(`INSERT INTO staff_views (account_id, name, filters) VALUES ($1, 'Devis nouveaux', $2::jsonb)`, [
    adminId,
    JSON.stringify({ kind: 'quote', status: 'new' }),
  ]);
  // The kept counts' deltas of the seed folded, as the server's periodic fold would have (docs/decisions/036).
  await compactInboxCounts(app.db);
  // As autovacuum would have left a table of that age: statistics, and a visibility map for index-only scans.
  await app.db.exec('VACUUM ANALYZE');
  const cookieHeader = `${cookie.name}=${cookie.value}`;
  // The floor through the session is held to the staff gate like the list: refused without a session.
  const unsigned = await app.inject({ method: 'GET', url: '/api/staff/bench-floor' });
  if (unsigned.statusCode !== 401) throw new Error(`the floor answered ${unsigned.statusCode} without a session`);
  const statements = await recordStatements(app, JSON.parse(process.env.BENCH_EXPLAIN_PATHS ?? '[]'), cookieHeader);
  const plans = await explainAll(app, statements);
  const levelStatements = statements.filter((statement) => LEVEL_PATHS.includes(statement.path));
  const database = await timeStatements(app, levelStatements, { rounds: DB_ROUNDS, secret: cookie.value });
  const breakdown = await phases(['/bench/bare', '/api/staff/bench-floor', ...LEVEL_PATHS], cookieHeader, DB_ROUNDS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host: '127.0.0.1' });
  console.log(JSON.stringify({ ready: true, cookie: cookieHeader, rows: perKind * 4, plans, database, breakdown }));
}

await main();
