import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  staffArticleInputSchema,
  staffArticleSchema,
  staffContentVersionDetailSchema,
  staffContentVersionListSchema,
  staffJobInputSchema,
  staffJobSchema,
} from '@freight/shared/core/schemas/staff-content';
import { createStaffAccount, signIn } from './support/staff';
import { articleBody, jobBody } from './support/staff-content';
import { drivers, startApp } from './support/test-app';

// Each save of an article or offer is kept as a version (who, when); two can be read and compared,
// an earlier one restored as a new version; a stale restore is 409 like a stale save
// (docs/decisions/035-content-versions-schedules-media.md).

const UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };

describe.each(drivers)('content versions on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let editor: Awaited<ReturnType<typeof signIn>>;
  let editorName: string;
  let otherEditor: Awaited<ReturnType<typeof signIn>>;
  let recruiter: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      staffSignInLimits: { perAddress: false, perAccount: false },
    }));
    const account = await createStaffAccount(app, { role: 'editor' });
    editorName = account.name;
    editor = await signIn(app, account.email);
    otherEditor = await signIn(app, (await createStaffAccount(app, { role: 'editor' })).email);
    recruiter = await signIn(app, (await createStaffAccount(app, { role: 'recruiter' })).email);
  });
  afterAll(async () => close());

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: { headers: Record<string, string> },
    payload?: object,
  ) =>
    app.inject(
      payload === undefined ? { method, url, headers: who.headers } : { method, url, headers: who.headers, payload },
    );
  const versionsOf = async (path: string, who = editor) =>
    staffContentVersionListSchema.parse((await send('GET', `${path}/versions`, who)).json()).data;

  test('an article: create and two saves are three versions; v1 against v3 per field; restoring v1 is v4', async () => {
    const created = staffArticleSchema.parse(
      (await send('POST', '/api/staff/articles', editor, articleBody('Version un'))).json(),
    );
    const path = `/api/staff/articles/${created.id}`;
    const second = articleBody('Version deux');
    const saved = staffArticleSchema.parse(
      (await send('PUT', path, otherEditor, { ...second, updated_at: created.updated_at })).json(),
    );
    const third = { ...articleBody('Version trois'), img: 'incoterms.svg' };
    const latest = staffArticleSchema.parse(
      (await send('PUT', path, editor, { ...third, updated_at: saved.updated_at })).json(),
    );

    const list = await versionsOf(path);
    expect(list.map((version) => version.number)).toEqual([3, 2, 1]);
    expect(list[2]?.created_by?.name).toBe(editorName);
    expect(list[1]?.created_by?.name).not.toBe(editorName);
    expect(list.every((version) => version.restored_from === null)).toBe(true);

    const first = staffContentVersionDetailSchema.parse((await send('GET', `${path}/versions/1`, editor)).json());
    const content = staffArticleInputSchema.parse(first.content);
    expect(content.translations.fr.title).toBe('Version un');
    expect(content.img).toBe('dry-port.svg');
    const three = staffArticleInputSchema.parse(
      staffContentVersionDetailSchema.parse((await send('GET', `${path}/versions/3`, editor)).json()).content,
    );
    expect(three.translations.ar.title).toBe('Version trois (ar)');
    expect(three.img).toBe('incoterms.svg');
    // The stored (sanitized) body, as the editor shows it.
    expect(three.translations.fr.body).toBe(latest.translations.fr.body);

    // A restore with the updated_at read before the last save is refused, and keeps no version.
    const stale = await send('POST', `${path}/versions/1/restore`, editor, { updated_at: saved.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_UPDATE' });
    expect(await versionsOf(path)).toHaveLength(3);

    const restored = await send('POST', `${path}/versions/1/restore`, editor, { updated_at: latest.updated_at });
    expect(restored.statusCode).toBe(200);
    const record = staffArticleSchema.parse(restored.json());
    expect(record.translations.fr.title).toBe('Version un');
    expect(record.img).toBe('dry-port.svg');
    expect(Date.parse(record.updated_at)).toBeGreaterThan(Date.parse(latest.updated_at));
    const after = await versionsOf(path);
    expect(after[0]).toMatchObject({ number: 4, restored_from: 1, created_by: { name: editorName } });

    const audit = await app.db.query<{ action: string; details: Record<string, unknown> }>(
      `SELECT action, details FROM audit_log WHERE target_kind = 'article' AND target_id = $1 ORDER BY id`,
      [String(created.id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'article-created',
      'article-changed',
      'article-changed',
      'article-restored',
    ]);
    expect(audit.rows[3]?.details).toMatchObject({ restored_from: 1, version: 4 });
  });

  test('an offer saved for the first time since it was seeded keeps its seeded state as version 1', async () => {
    const { rows } = await app.db.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 1');
    const id = rows[0]?.id;
    const path = `/api/staff/jobs/${id}`;
    expect(await versionsOf(path, recruiter)).toEqual([]);
    const seeded = staffJobSchema.parse((await send('GET', path, recruiter)).json());
    const saved = await send('PUT', path, recruiter, { ...jobBody('Offre modifiée'), updated_at: seeded.updated_at });
    expect(saved.statusCode).toBe(200);
    const list = await versionsOf(path, recruiter);
    expect(list.map((version) => version.number)).toEqual([2, 1]);
    expect(list[1]?.created_at).toBe(seeded.updated_at);
    const first = staffJobInputSchema.parse(
      staffContentVersionDetailSchema.parse((await send('GET', `${path}/versions/1`, recruiter)).json()).content,
    );
    expect(first.translations.fr.post).toBe(seeded.translations.fr.post);
    expect(first.valid_through).toBe(seeded.valid_through);
  });

  test('unknown versions and records are 404; publishing keeps no version', async () => {
    const created = staffArticleSchema.parse(
      (await send('POST', '/api/staff/articles', editor, articleBody('Sans suite'))).json(),
    );
    const path = `/api/staff/articles/${created.id}`;
    expect((await send('GET', `${path}/versions/9`, editor)).statusCode).toBe(404);
    expect((await send('GET', `${path}/versions/abc`, editor)).statusCode).toBe(404);
    expect((await send('GET', '/api/staff/articles/999999/versions', editor)).statusCode).toBe(404);
    expect(
      (await send('POST', `${path}/versions/7/restore`, editor, { updated_at: created.updated_at })).statusCode,
    ).toBe(404);
    expect((await send('POST', `${path}/publish`, editor, { updated_at: created.updated_at })).statusCode).toBe(200);
    expect((await versionsOf(path)).map((version) => version.number)).toEqual([1]);
  });
});
