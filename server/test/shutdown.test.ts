import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../src/app';
import { readEnv } from '../src/env';
import { REPO_ROOT } from '../src/paths';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { connect } from './support/raw-http';
import { startApp } from './support/test-app';

// Readiness and a stop that drops nothing: /api/ready says 503 from SIGTERM on and while the database
// is unreachable; the server keeps serving during the drain (answers close their connections),
// finishes an upload in progress, cuts a stalled one when the grace ends, and exits 0.

const databaseUrl = readEnv().DATABASE_URL;
const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe('GET /api/ready while the server drains', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startApp('pglite', { rateLimit: UNLIMITED }));
  });
  afterAll(async () => close());

  test('200 when serving; 503 SHUTTING_DOWN once draining, while other answers still come, closing their connection', async () => {
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/jobs?page=1')).headers.connection).not.toBe('close');
    app.lifecycle.drain();
    const draining = await app.inject('/api/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
    // Liveness is not readiness: the process is alive.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const served = await app.inject('/api/jobs?page=1');
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe.runIf(databaseUrl)('GET /api/ready while PostgreSQL refuses connections', () => {
  const name = `ready_${randomBytes(5).toString('hex')}`;
  let app: FastifyInstance;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    app = build({ database: { kind: 'postgres', url: url.toString() }, rateLimit: UNLIMITED });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  test('503 DATABASE_UNAVAILABLE while no connection can be made, 200 again by itself when it can', async () => {
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    // What a database being restarted looks like to the server: its connections end, new ones are refused.
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const down = await app.inject('/api/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await expect.poll(async () => (await app.inject('/api/ready')).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await app.inject('/api/jobs?page=1')).statusCode).toBe(200);
  });
});

describe('SIGTERM to the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  test('drains, finishes an upload in progress, cuts a stalled one at the grace, exits 0', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'server.ts')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SPAM_MIN_FILL_MS: '0',
        SHUTDOWN_DRAIN_MS: '1000',
        SHUTDOWN_GRACE_MS: '5000',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.on('exit', (code) => resolve({ code, at: Date.now() })),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status, {
          timeout: 90_000,
          interval: 300,
        })
        .toBe(200);

      // An application whose body is half sent, the rest coming after SIGTERM; another that stops sending.
      const { payload, headers } = await multipartBody(applicationFields, { content: pdfBytes(200_000) });
      const head = (length: number) =>
        `POST /api/condidature HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${length}\r\nX-Requested-With: fetch\r\n\r\n`;
      const upload = connect(port);
      upload.socket.write(head(payload.length));
      upload.socket.write(payload.subarray(0, 100_000));
      const stalled = connect(port);
      stalled.socket.write(head(payload.length));
      stalled.socket.write(payload.subarray(0, 1_000));
      // A keep-alive connection in use before the stop.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = (url: string) =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          http
            .get(`${base}${url}`, { agent }, (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
              );
            })
            .on('error', reject);
        });
      expect(await get('/api/jobs?page=1')).toEqual({ status: 200, connection: 'keep-alive' });
      await new Promise((resolve) => setTimeout(resolve, 300));

      const sentAt = Date.now();
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await fetch(`${base}/api/ready`)).status).toBe(503);
      // Served during the drain, on the connection opened before, which the answer then closes.
      expect(await get('/api/jobs?page=1')).toEqual({ status: 200, connection: 'close' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      upload.socket.write(payload.subarray(100_000));
      const answer = await upload.response;
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body).reference).toMatch(/^A-\d{4}-\d{6}$/);

      const { code, at } = await exited;
      expect(code, output).toBe(0);
      // Not before the drain, and the stalled upload cut at the grace (5 s), long before its 30-s body timeout.
      expect(at - sentAt).toBeGreaterThanOrEqual(1_000);
      expect(at - sentAt).toBeLessThan(9_000);
      await stalled.closed;
      agent.destroy();
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 150_000);
});
