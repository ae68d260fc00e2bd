import { afterAll, describe, expect, test } from 'vitest';
import { quoteBody } from './support/quote-fixtures';
import { drivers, startApp } from './support/test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

describe.each(drivers)('GET /api/test/requests/:reference on %s', (driver) => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function appWith(testInspection: boolean) {
    const started = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      testInspection,
    });
    closers.push(started.close);
    return started.app;
  }

  async function postQuote(app: Awaited<ReturnType<typeof appWith>>) {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/cotation',
      payload: JSON.stringify(quoteBody('traction')),
      headers: { 'content-type': 'application/json' },
    });
    return posted.json<{ reference: string }>().reference;
  }

  test('does not exist unless the server starts with TEST_INSPECTION', async () => {
    const app = await appWith(false);
    const response = await app.inject({ method: 'GET', url: '/api/test/requests/Q-2026-000001' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('shows the stored submission, the number of rows and its queued e-mail', async () => {
    const app = await appWith(true);
    const reference = await postQuote(app);
    const response = await app.inject({ method: 'GET', url: `/api/test/requests/${reference}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      table: string;
      count: number;
      sameEmail: number;
      row: Record<string, unknown>;
      outbox: Array<Record<string, unknown>>;
    }>();
    expect(body.table).toBe('quote_requests');
    expect(body.count).toBe(1);
    expect(body.sameEmail).toBe(1);
    expect(body.row).toMatchObject({ reference, quote_type: 'traction' });
    expect(body.outbox).toEqual([expect.objectContaining({ kind: 'quote-request', status: 'pending' })]);

    expect((await app.inject({ method: 'GET', url: '/api/test/requests/Q-2026-999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/test/requests/Z-2026-000001' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/test/requests/drop-table' })).statusCode).toBe(400);
  });

  test("backdates a request (the inbox journey's overdue one); an unknown reference is a 404", async () => {
    const app = await appWith(true);
    const reference = await postQuote(app);
    const arrived = async () => {
      const { row } = (await app.inject({ method: 'GET', url: `/api/test/requests/${reference}` })).json<{
        row: { created_at: string };
      }>();
      return Date.parse(row.created_at);
    };
    const before = await arrived();
    const backdate = (ref: string) =>
      app.inject({ method: 'POST', url: `/api/test/requests/${ref}/backdate`, payload: { days: 10 } });
    expect((await backdate(reference)).statusCode).toBe(200);
    expect(before - (await arrived())).toBe(10 * 86_400_000);
    expect((await backdate('Q-2026-999999')).statusCode).toBe(404);
  });
});
