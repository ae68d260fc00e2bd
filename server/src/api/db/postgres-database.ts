import pg from 'pg';
import { CONTENT_CHANNEL, createContentVersion, type ContentVersion } from './content-version';
import type { Database, Queryable } from './database';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      // pg types rows as any; the SQL's column list is the contract.
      const rows: T[] = result.rows;
      return { rows };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** How often the content version is read, in case a notification was missed (a dropped listening connection). */
export const CONTENT_POLL_MS = 5_000;

// pg sets `processID` from the server's BackendKeyData; its types leave it out.
const backendOf = (client: object): unknown => ('processID' in client ? client.processID : undefined);

/**
 * The content versions this process has heard of, from a notification (`<schema> <version>`,
 * migrations/020) or from a read of content_version: the cache is emptied once per version,
 * however many ways it arrives. Versions are given in commit order (the row lock on
 * content_version), so hearing one covers every version below it.
 */
export function contentHeard(content: ContentVersion) {
  let seen: bigint | undefined;
  const heard = (version: bigint) => {
    if (seen !== undefined && version <= seen) return;
    seen = version;
    content.bump();
  };
  return {
    /** A notification's payload; one without a version (006's function, still running on an older database) always moves. */
    notified(payload: string) {
      const version = /^\S+ (\d+)$/.exec(payload)?.[1];
      if (version === undefined) content.bump();
      else heard(BigInt(version));
    },
    /** The version read from content_version: moves only if nothing has told of it yet. */
    read(version: string | undefined) {
      if (version === undefined) return;
      if (seen === undefined) seen = BigInt(version);
      else heard(BigInt(version));
    },
  };
}
type ContentHeard = ReturnType<typeof contentHeard>;

/**
 * Every pooled connection LISTENs on the content channel before its first query and
 * counts the notifications its own backend sends: PostgreSQL delivers them at commit,
 * before the statement's (or the COMMIT's) answer, so the version has moved when
 * this process's write resolves (docs/decisions/026-content-changes-by-notification.md).
 */
function hearingOwnWrites(heard: ContentHeard) {
  return async (client: pg.ClientBase) => {
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.processId === backendOf(client))
        heard.notified(message.payload ?? '');
    });
    // The pool hands the connection out once this resolves; if it fails, the query asking for it fails.
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
  };
}

/**
 * Follows the content changes of other connections (db/content-triggers.ts):
 * LISTEN content_changed on a connection of its own (a notification names the
 * schema written, so servers on other schemas of the database are ignored),
 * and every CONTENT_POLL_MS the content_version counter, which catches what a
 * lost connection missed and reconnects it. Returns the stop function.
 */
async function watchContent(
  pool: pg.Pool,
  clientConfig: pg.ClientConfig,
  heard: ContentHeard,
): Promise<() => Promise<void>> {
  const { rows } = await pool.query<{ schema: string; version: string }>(
    'SELECT current_schema() AS schema, version::text FROM content_version',
  );
  const schema = rows[0]?.schema;
  heard.read(rows[0]?.version);
  let listener: pg.Client | null = null;
  let stopped = false;

  const listen = async () => {
    const client = new pg.Client(clientConfig);
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel === CONTENT_CHANNEL && (payload === schema || payload.startsWith(`${schema} `)))
        heard.notified(payload);
    });
    client.on('error', () => {
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
    });
    await client.connect();
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    if (stopped) await client.end();
    else listener = client;
  };
  const poll = async () => {
    const { rows } = await pool.query<{ version: string }>('SELECT version::text FROM content_version');
    heard.read(rows[0]?.version);
    if (!listener && !stopped) await listen();
  };

  await listen();
  const timer = setInterval(() => void poll().catch(() => undefined), CONTENT_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await listener?.end().catch(() => undefined);
    listener = null;
  };
}

/**
 * Told of a connection the database ended (a restart, a failover, pg_terminate_backend): the pool
 * drops it and opens a new one for the next query, so it is logged, never fatal.
 */
export type ConnectionErrorListener = (error: Error) => void;

export async function openPostgresDatabase(
  url: string,
  schema?: string,
  onConnectionError: ConnectionErrorListener = () => undefined,
): Promise<Database> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  // search_path is a start-up option of each connection, so every pooled
  // connection works in the schema without a per-checkout SET.
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    // A server that cannot reach its database fails its start instead of hanging.
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const content = createContentVersion();
  const heard = contentHeard(content);
  const pool = new pg.Pool({ ...clientConfig, max: 10, onConnect: hearingOwnWrites(heard) });
  // Without a listener, an idle pooled connection ended by the server is an unhandled 'error' event.
  pool.on('error', onConnectionError);
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  let stopWatching: (() => Promise<void>) | null = null;
  return {
    kind: 'postgres',
    content,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: the connection ending between two of the
      // transaction's queries would be an unhandled 'error' event (the next query then fails).
      client.on('error', onConnectionError);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onConnectionError);
        // A connection that cannot even roll back is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async watchContent() {
      stopWatching ??= await watchContent(pool, clientConfig, heard);
    },
    async close() {
      await stopWatching?.();
      await pool.end();
    },
  };
}
