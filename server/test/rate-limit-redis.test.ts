import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contactFields } from './support/form-app';
import { captureLogs, startApp } from './support/test-app';

// Two instances with REDIS_URL share their rate limits; Redis going away does not take them down (they
// count in the process and say so), and once it is back the limits are shared again. On a Redis server
// of the test's own, which it stops and starts.

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const FORMS = { max: 10, timeWindowMs: 60_000 };
const UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };

describe.runIf(hasRedisServer)('rate limits shared through Redis', () => {
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  const namespace = `test-${randomBytes(4).toString('hex')}:`;
  let redis: ChildProcess | undefined;
  const instances: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  // Each instance's log: both must say that they share before a count is compared.
  const logsOf = [captureLogs('info'), captureLogs('info')];
  const logs = logsOf[0] ?? captureLogs('info');
  const allSay = (text: string, from: number[] = [0, 0]) =>
    logsOf.every((log, i) => log.lines.slice(from[i]).some((line) => line.msg.includes(text)));

  /** Waits until check() holds (expect.poll is for tests only, and hooks need this too). */
  async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  async function startRedis() {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await until(
      () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
      'redis-server',
    );
  }
  async function stopRedis() {
    const stopped = new Promise((resolve) => redis?.once('exit', resolve));
    redis?.kill('SIGTERM');
    await stopped;
  }

  /** 30 contact messages from one address, alternating between the instances; how many were accepted. */
  async function thirtyMessages(address: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { app } = instances[i % instances.length] ?? {};
      const response = await app?.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactFields(),
        remoteAddress: address,
      });
      statuses.push(response?.statusCode ?? 0);
    }
    expect(statuses.filter((status) => status !== 201 && status !== 429)).toEqual([]);
    return statuses.filter((status) => status === 201).length;
  }

  beforeAll(async () => {
    await startRedis();
    for (const { logger } of logsOf)
      instances.push(
        await startApp('pglite', {
          logger,
          rateLimit: UNLIMITED,
          formRateLimit: FORMS,
          outbox: { autoSend: false },
          redis: { url: `redis://127.0.0.1:${port}`, namespace },
        }),
      );
    await until(() => allSay('shared through Redis'), 'both instances on Redis');
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    if (redis?.exitCode === null) await stopRedis();
  });

  test('30 forms from one address over two instances: 10 accepted, as on one', async () => {
    expect(await thirtyMessages('10.1.0.1')).toBe(10);
  });

  test('the follow-up space over two instances: 30 a minute from one address (RATE_LIMIT_FOLLOW_PER_MIN), as on one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const { app } = instances[i % instances.length] ?? {};
      const url = i % 3 === 0 ? '/en/follow/abc' : `/api/follow/${'x'.repeat(43)}`;
      const response = await app?.inject({ method: 'GET', url, remoteAddress: '10.1.0.5' });
      statuses.push(response?.statusCode ?? 0);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
  });

  test('503s (the database away) through either instance are given back: the retries get the full 10', async () => {
    const away = instances.map(({ app }) =>
      vi
        .spyOn(app.submissions, 'createContactMessage')
        .mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    );
    for (let i = 0; i < 6; i++) {
      const { app } = instances[i % instances.length] ?? {};
      const response = await app?.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactFields(),
        remoteAddress: '10.1.0.4',
      });
      expect(response?.statusCode).toBe(503);
    }
    for (const spy of away) spy.mockRestore();
    expect(await thirtyMessages('10.1.0.4')).toBe(10);
  });

  test('Redis stopped: the instances keep answering, count in the process, and log it once; back: shared again', async () => {
    await stopRedis();
    // Each instance now counts alone: 10 each, never an error.
    expect(await thirtyMessages('10.1.0.2')).toBe(20);
    const outages = logs.lines.filter((line) => line.msg.includes('Redis unreachable'));
    expect(outages).toHaveLength(1);
    expect(outages[0]?.level).toBe(40);

    const resumedAt = logsOf.map((log) => log.lines.length);
    await startRedis();
    await until(() => allSay('shared through Redis', resumedAt), 'both instances back on Redis');
    expect(await thirtyMessages('10.1.0.3')).toBe(10);
  }, 60_000);
});

describe('rate limits without Redis', () => {
  test('each instance counts its own (the reason for REDIS_URL with several instances)', async () => {
    const a = await startApp('pglite', { rateLimit: UNLIMITED, formRateLimit: FORMS, outbox: { autoSend: false } });
    const b = await startApp('pglite', { rateLimit: UNLIMITED, formRateLimit: FORMS, outbox: { autoSend: false } });
    try {
      let accepted = 0;
      for (let i = 0; i < 30; i++) {
        const app = i % 2 ? b.app : a.app;
        const response = await app.inject({ method: 'POST', url: '/api/contact', payload: contactFields() });
        if (response.statusCode === 201) accepted++;
      }
      expect(accepted).toBe(20);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});
