import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contactFields } from './support/form-app';
import { drivers, startApp } from './support/test-app';

// Prometheus metrics on a port of their own (METRICS_PORT), never on the site's.

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

/** The value of one series in Prometheus text, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(drivers)('GET /metrics on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let scrape: () => Promise<string>;
  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      metrics: { port: 0 },
    }));
    const address = app.metricsAddress();
    scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
  });
  afterAll(async () => close());

  test('requests by route pattern and status, latency, submissions by kind, the outbox, the caches, the process', async () => {
    for (let i = 0; i < 3; i++) expect((await app.inject('/api/jobs?page=1')).statusCode).toBe(200);
    expect((await app.inject('/api/blog/article/999999')).statusCode).toBe(404);
    const stored = await app.inject({ method: 'POST', url: '/api/contact', payload: contactFields() });
    expect(stored.statusCode).toBe(201);

    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/jobs",status="200"}')).toBe(3);
    // The pattern, not the id: one series for every article.
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/blog/article/:id",status="404"}')).toBe(1);
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs",status="200"}')).toBe(
      3,
    );
    expect(seriesValue(text, 'freight_submissions_stored_total{kind="contact"}')).toBe(1);
    // The message to the company and the acknowledgement wait in the outbox (sending is off here).
    expect(seriesValue(text, 'freight_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'freight_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'freight_api_cache_answers{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'freight_api_cache_answers{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_seconds_total');
    if (driver === 'postgres')
      expect(seriesValue(text, 'freight_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  test('a follow-up link’s token is in no label: its route’s pattern is', async () => {
    const token = randomBytes(32).toString('base64url');
    for (const url of [
      `/api/follow/${token}`,
      `/api/follow/${token}/offers`,
      `/follow/${token}`,
      `/ar/follow/${token}`,
    ])
      expect((await app.inject(url)).statusCode).toBe(404);
    const text = await scrape();
    expect(text).not.toContain(token);
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/follow/:token",status="404"}')).toBe(1);
  });

  test('not on the public port', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    expect((await app.inject('/api/metrics')).statusCode).toBe(404);
  });
});

test('no metrics port without METRICS_PORT', async () => {
  const { app, close } = await startApp('pglite', {});
  try {
    expect(app.metricsAddress()).toBeNull();
  } finally {
    await close();
  }
});
