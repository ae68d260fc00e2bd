// The inbox bench at the database (e2e/bench/inbox-bench.mjs, docs/decisions/036): the statements the
// inbox's routes send, recorded while each route answers once, then each one explained with
// EXPLAIN (ANALYZE, BUFFERS) and timed beside the bare indexed SELECT and the session lookup, in the
// same rounds so that the machine's load falls on all of them alike.
import type { FastifyInstance } from 'fastify';

/** The floor of every level: a bare indexed read of 20 rows of one table, no view, join or count. */
export const FLOOR_SQL = `SELECT reference, full_name, email, company, status, created_at, updated_at
  FROM quote_requests ORDER BY created_at DESC, reference DESC LIMIT 20`;

/** The statement the staff gate sends on every request (server/src/api/staff/sessions.ts), timed on its own. */
const SESSION_STATEMENT = /FROM staff_sessions s JOIN staff_accounts a/;

export interface Statement {
  path: string;
  sql: string;
  params: unknown[] | undefined;
}

export interface Timed {
  /** A path, or 'floor' / 'session'. */
  label: string;
  p50: number;
  p99: number;
}

export interface ExplainedStatement {
  path: string;
  sql: string;
  plan: string;
}

/** Every statement each path sends, in order, the session's lookup included (recorded from the route itself). */
export async function recordStatements(app: FastifyInstance, paths: string[], cookie: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const query = app.db.query.bind(app.db);
  for (const path of paths) {
    app.db.query = (async (sql: string, params?: unknown[]) => {
      statements.push({ path, sql, params });
      return query(sql, params);
    }) as typeof app.db.query;
    try {
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    } finally {
      app.db.query = query;
    }
  }
  return statements;
}

export const isSessionLookup = (statement: Statement) => SESSION_STATEMENT.test(statement.sql);

/** EXPLAIN (ANALYZE, BUFFERS) of each of the inbox's own statements (the session's aside) and of the floor. */
export async function explainAll(app: FastifyInstance, statements: Statement[]): Promise<ExplainedStatement[]> {
  const explained: ExplainedStatement[] = [];
  const own = [{ path: 'floor', sql: FLOOR_SQL, params: undefined }, ...statements.filter((s) => !isSessionLookup(s))];
  for (const { path, sql, params } of own) {
    const { rows } = await app.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    explained.push({
      path,
      sql: sql.replace(/\s+/g, ' ').slice(0, 200),
      plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return explained;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(3));
}

/**
 * p50/p99 (ms, to the microsecond) of the floor, the session lookup (with the bench's own session)
 * and each path's statements sent as its route sends them (at once: the list's page and counts are
 * one Promise.all), round after round through the server's own pool.
 */
export async function timeStatements(
  app: FastifyInstance,
  statements: Statement[],
  { rounds, secret }: { rounds: number; secret: string },
): Promise<Timed[]> {
  const paths = [...new Set(statements.map((s) => s.path))];
  const runs: { label: string; run: () => Promise<unknown> }[] = [
    { label: 'floor', run: () => app.db.query(FLOOR_SQL) },
    { label: 'session', run: () => app.staffSessions.find(secret) },
    ...paths.map((path) => {
      const own = statements.filter((s) => s.path === path && !isSessionLookup(s));
      return { label: path, run: () => Promise.all(own.map(({ sql, params }) => app.db.query(sql, params))) };
    }),
  ];
  const samples = runs.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++)
    for (const [index, { run }] of runs.entries()) {
      const started = performance.now();
      await run();
      samples[index]?.push(performance.now() - started);
    }
  return runs.map(({ label }, index) => {
    const sorted = (samples[index] ?? []).sort((a, b) => a - b);
    return { label, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}
