import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, jobListSchema, jobResponseSchema, PAGE_SIZE } from '@freight/shared/api/models';
import { drivers, startApp } from './support/test-app';

describe.each(drivers)('jobs on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver));
  });
  afterAll(() => close());

  const getList = async (query: string) => {
    const response = await app.inject({ url: `/api/jobs${query}` });
    expect(response.statusCode).toBe(200);
    return jobListSchema.parse(response.json());
  };

  test('12 seeded offers make two pages of 9 and 3, newest first', async () => {
    const first = await getList('?page=1');
    const second = await getList('?page=2');
    expect(first).toMatchObject({ page: 1, last_page: 2, total: 12 });
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(second.data).toHaveLength(3);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((job) => job.id)).size).toBe(12);
    const dates = all.map((job) => job.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await getList('?page=3')).data).toEqual([]);
  });

  test('offers carry salary in MAD, experience in years and a future validity date', async () => {
    const { data } = await getList('?page=1');
    for (const job of data) {
      expect(job.salary).toBeGreaterThan(0);
      expect(Number.isInteger(job.experience)).toBe(true);
      expect(job.valid_through).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.valid_through > '2026-11-30').toBe(true);
    }
  });

  test('lang switches the texts', async () => {
    const fr = await getList('?lang=fr');
    const ar = await getList('?lang=ar');
    expect(fr.data.map((job) => job.id)).toEqual(ar.data.map((job) => job.id));
    expect(ar.data[0]?.post).toMatch(/[\u0600-\u06FF]/);
    expect(ar.data[0]?.post).not.toBe(fr.data[0]?.post);
  });

  test.each(['0', 'x', '-3'])('page=%s is a 400', async (page) => {
    const response = await app.inject({ url: `/api/jobs?page=${page}` });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  test('an offer by id, and 404 for an unknown one', async () => {
    const { data } = await getList('?page=2');
    const id = data[1]!.id;
    const response = await app.inject({ url: `/api/jobs/${id}?lang=en` });
    expect(response.statusCode).toBe(200);
    expect(jobResponseSchema.parse(response.json()).data).toMatchObject({ id, location: expect.any(String) });

    for (const unknown of ['424242', 'abc']) {
      const missing = await app.inject({ url: `/api/jobs/${unknown}` });
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).code).toBe('NOT_FOUND');
    }
  });
});
