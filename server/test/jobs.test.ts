import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, jobListSchema, jobResponseSchema, PAGE_SIZE } from '@freight/shared/core/api/models';
import { todayIso } from '@freight/shared/core/schemas/dates';
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
      expect(job.valid_through >= todayIso()).toBe(true);
    }
  });

  test('an offer past its valid_through day is neither listed, counted, served nor applied to', async () => {
    const text = { post: 'Offre expirée', location: 'Tanger', contract: 'CDD', description: 'Pourvue.' };
    const yesterday = new Date(Date.parse(`${todayIso()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const id = await app.jobs.create({
      slug: `expired-${driver}`,
      salary: 9000,
      experience: 1,
      created_at: new Date().toISOString(),
      valid_through: yesterday,
      translations: { fr: text, en: text, es: text, ar: text },
    });
    const first = await getList('?page=1');
    expect(first.total).toBe(12);
    expect(first.data.map((job) => job.id)).not.toContain(id);
    expect((await app.inject({ url: `/api/jobs/${id}` })).statusCode).toBe(404);
    // Open until the end of its last day.
    await app.db.query('UPDATE jobs SET valid_through = $1::date WHERE id = $2', [todayIso(), id]);
    expect((await getList('?page=1')).data[0]?.id).toBe(id);
    expect((await getList('?page=1')).total).toBe(13);
    await app.db.query('DELETE FROM jobs WHERE id = $1', [id]);
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
