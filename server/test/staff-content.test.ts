import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { articleResponseSchema, jobListSchema, jobResponseSchema } from '@freight/shared/core/api/models';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { staffArticleSchema, staffJobSchema } from '@freight/shared/core/schemas/staff-content';
import { build } from '../src/app';
import { readEnv } from '../src/env';
import { applicationFields, multipartBody, pdfBytes } from './support/application-fixtures';
import { fakeBuild } from './support/fake-build';
import { createStaffAccount, signIn } from './support/staff';
import { articleBody, inDays, jobBody } from './support/staff-content';
import { drivers, startApp } from './support/test-app';

// The back office's job offers and articles, seen from the public site: a
// draft does not exist for visitors (API, page, sitemap, application form),
// publishing, editing and unpublishing show at once (the API's response cache
// and the server-rendered page cache follow the content version).

// A server renderer that prints what the public API answers for the record of the page.
const RENDERER = `
exports.createPageRenderer = function (options) {
  return {
    async render(request) {
      const match = /^\\/(jobOffers|blog)\\/(\\d+)$/.exec(request.path);
      let html = '<main>page</main>';
      if (match) {
        const url = match[1] === 'blog' ? '/api/blog/article/' + match[2] : '/api/jobs/' + match[2];
        const body = await (await options.fetchApi(url + '?lang=' + request.language, {})).json();
        html = '<main><h1>' + (body.data ? body.data.title || body.data.post : 'none') + '</h1></main>';
      }
      return { html, data: {} };
    },
  };
};
`;

const UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };
describe.each(drivers)('staff content on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;
  let recruiter: Awaited<ReturnType<typeof signIn>>;
  let recruiterName: string;
  let otherRecruiter: Awaited<ReturnType<typeof signIn>>;
  let editor: Awaited<ReturnType<typeof signIn>>;
  let sales: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'staff-content-'));
    await fakeBuild(root);
    await mkdir(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'server', 'package.json'), '{ "type": "commonjs" }');
    await writeFile(path.join(root, 'shell', 'dist', 'server', 'main.js'), RENDERER);
    ({ app, close } = await startApp(driver, {
      serveStatic: true,
      staticRoot: root,
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      staffSignInLimits: { perAddress: false, perAccount: false },
    }));
    const first = await createStaffAccount(app, { role: 'recruiter' });
    recruiterName = first.name;
    recruiter = await signIn(app, first.email);
    otherRecruiter = await signIn(app, (await createStaffAccount(app, { role: 'recruiter' })).email);
    editor = await signIn(app, (await createStaffAccount(app, { role: 'editor' })).email);
    sales = await signIn(app, (await createStaffAccount(app, { role: 'sales' })).email);
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: { headers: Record<string, string> },
    payload?: object,
  ) =>
    app.inject(
      payload === undefined ? { method, url, headers: who.headers } : { method, url, headers: who.headers, payload },
    );
  const page = (url: string) => app.inject({ url, headers: { host: 'site.test' } });
  const publicJobs = async () => jobListSchema.parse((await app.inject({ url: '/api/jobs?page=1' })).json());
  const sitemap = async () => (await page('/sitemap.xml')).body;
  const auditOf = async (targetKind: string, id: number) =>
    (
      await app.db.query<{ action: string; details: Record<string, unknown> }>(
        'SELECT action, details FROM audit_log WHERE target_kind = $1 AND target_id = $2 ORDER BY id',
        [targetKind, String(id)],
      )
    ).rows;
  const apply = async (jobId: number) => {
    const body = await multipartBody(
      { ...applicationFields, job_id: String(jobId) },
      { content: pdfBytes(), name: 'cv.pdf' },
    );
    return app.inject({ method: 'POST', url: '/api/condidature', payload: body.payload, headers: body.headers });
  };

  test('an offer: draft (invisible) -> published (at once) -> edited (at once) -> unpublished (404 again)', async () => {
    const before = await publicJobs();
    // Warm every cache first, so what follows proves they are invalidated.
    await page('/jobOffers');
    await sitemap();

    const created = await send('POST', '/api/staff/jobs', recruiter, jobBody());
    expect(created.statusCode).toBe(201);
    const draft = staffJobSchema.parse(created.json());
    expect(draft).toMatchObject({ status: 'draft', published_at: null, slug: 'chauffeur-livreur-a-tetouan' });
    expect(draft.updated_by?.name).toBe(recruiterName);
    const id = draft.id;

    expect((await app.inject({ url: `/api/jobs/${id}` })).statusCode).toBe(404);
    expect((await page(`/jobOffers/${id}`)).statusCode).toBe(404);
    expect((await page(`/en/jobOffers/${id}`)).statusCode).toBe(404);
    expect((await publicJobs()).total).toBe(before.total);
    expect(await sitemap()).not.toContain(`/jobOffers/${id}<`);
    const refused = await apply(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { job_id: 'validation.invalid' } });

    const published = await send('POST', `/api/staff/jobs/${id}/publish`, recruiter, { updated_at: draft.updated_at });
    expect(published.statusCode).toBe(200);
    const live = staffJobSchema.parse(published.json());
    expect(live.status).toBe('published');
    expect(live.published_at).not.toBeNull();
    const list = await publicJobs();
    expect(list.total).toBe(before.total + 1);
    expect(list.data[0]?.id).toBe(id);
    const detail = jobResponseSchema.parse((await app.inject({ url: `/api/jobs/${id}?lang=es` })).json());
    expect(detail.data.post).toBe('Chauffeur-livreur à Tétouan (es)');
    const rendered = await page(`/jobOffers/${id}`);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain('<h1>Chauffeur-livreur à Tétouan</h1>');
    expect(await sitemap()).toContain(`/jobOffers/${id}</loc>`);
    expect((await apply(id)).statusCode).toBe(201);

    const edited = await send('PUT', `/api/staff/jobs/${id}`, recruiter, {
      ...jobBody('Chauffeur-livreur à Tanger'),
      updated_at: live.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    const changed = staffJobSchema.parse(edited.json());
    expect(changed.slug).toBe(draft.slug);
    expect(changed.updated_at > live.updated_at).toBe(true);
    expect((await app.inject({ url: `/api/jobs/${id}` })).json().data.post).toBe('Chauffeur-livreur à Tanger');
    expect((await page(`/jobOffers/${id}`)).body).toContain('<h1>Chauffeur-livreur à Tanger</h1>');

    const unpublished = await send('POST', `/api/staff/jobs/${id}/unpublish`, recruiter, {
      updated_at: changed.updated_at,
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/jobs/${id}` })).statusCode).toBe(404);
    expect((await page(`/jobOffers/${id}`)).statusCode).toBe(404);
    expect((await publicJobs()).total).toBe(before.total);
    expect(await sitemap()).not.toContain(`/jobOffers/${id}<`);
    // A retried unpublish (its updated_at now stale) changes nothing and succeeds.
    const again = await send('POST', `/api/staff/jobs/${id}/unpublish`, recruiter, { updated_at: changed.updated_at });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'draft', updated_at: unpublished.json().updated_at });

    const audit = await auditOf('job', id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'job-created',
      'job-published',
      'job-changed',
      'job-unpublished',
    ]);
    const change = audit[2]!.details as { before: Record<string, unknown>; after: Record<string, unknown> };
    expect(change.before).toEqual({
      'fr.post': 'Chauffeur-livreur à Tétouan',
      'en.post': 'Chauffeur-livreur à Tétouan (en)',
      'es.post': 'Chauffeur-livreur à Tétouan (es)',
      'ar.post': 'Chauffeur-livreur à Tétouan (ar)',
    });
    expect(change.after['fr.post']).toBe('Chauffeur-livreur à Tanger');
    expect(audit[0]!.details.after).toMatchObject({ 'fr.description': { length: 27 }, status: 'draft' });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Livraisons');
  });

  test('the same title twice gets its own slug; the slug never changes', async () => {
    const first = staffJobSchema.parse(
      (await send('POST', '/api/staff/jobs', recruiter, jobBody('Mécanicien PL'))).json(),
    );
    const second = staffJobSchema.parse(
      (await send('POST', '/api/staff/jobs', recruiter, jobBody('Mécanicien PL'))).json(),
    );
    expect(first.slug).toBe('mecanicien-pl');
    expect(second.slug).toBe('mecanicien-pl-2');
  });

  test('two recruiters edit one offer: the second is told who changed it (409), nothing of the first is lost', async () => {
    const job = staffJobSchema.parse((await send('POST', '/api/staff/jobs', recruiter, jobBody('Magasinier'))).json());
    const first = await send('PUT', `/api/staff/jobs/${job.id}`, recruiter, {
      ...jobBody('Magasinier cariste'),
      updated_at: job.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const second = await send('PUT', `/api/staff/jobs/${job.id}`, otherRecruiter, {
      ...jobBody('Magasinier de nuit'),
      updated_at: job.updated_at,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'STALE_UPDATE',
      updated_at: first.json().updated_at,
      updated_by: { name: recruiterName },
    });
    const stored = staffJobSchema.parse((await send('GET', `/api/staff/jobs/${job.id}`, otherRecruiter)).json());
    expect(stored.translations.fr.post).toBe('Magasinier cariste');
    // A stale publish is refused the same way.
    const publish = await send('POST', `/api/staff/jobs/${job.id}/publish`, otherRecruiter, {
      updated_at: job.updated_at,
    });
    expect(publish.statusCode).toBe(409);
  });

  test('every language is required: a missing or empty one answers 400 with its field path', async () => {
    const { ar: _dropped, ...three } = jobBody().translations;
    const missing = await send('POST', '/api/staff/jobs', recruiter, { ...jobBody(), translations: three });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'translations.ar': 'validation.required' },
    });
    const body = jobBody();
    body.translations.es.post = '  ';
    const empty = await send('POST', '/api/staff/jobs', recruiter, {
      ...body,
      salary: -1,
      valid_through: '2026-02-30',
    });
    expect(empty.json().fields).toEqual({
      'translations.es.post': 'validation.required',
      salary: 'validation.too_small',
      valid_through: 'validation.date_invalid',
    });
  });

  test("an offer is published only until its last day; a past one can't be published or saved published", async () => {
    const job = staffJobSchema.parse(
      (
        await send('POST', '/api/staff/jobs', recruiter, { ...jobBody('Dispatcheur'), valid_through: inDays(-1) })
      ).json(),
    );
    const refused = await send('POST', `/api/staff/jobs/${job.id}/publish`, recruiter, { updated_at: job.updated_at });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ valid_through: 'validation.date_past' });
    const still = staffJobSchema.parse((await send('GET', `/api/staff/jobs/${job.id}`, recruiter)).json());
    expect(still).toMatchObject({ status: 'draft', updated_at: job.updated_at });

    const fixed = staffJobSchema.parse(
      (
        await send('PUT', `/api/staff/jobs/${job.id}`, recruiter, {
          ...jobBody('Dispatcheur'),
          valid_through: todayIso(),
          updated_at: job.updated_at,
        })
      ).json(),
    );
    const live = staffJobSchema.parse(
      (await send('POST', `/api/staff/jobs/${job.id}/publish`, recruiter, { updated_at: fixed.updated_at })).json(),
    );
    expect(live).toMatchObject({ status: 'published', expired: false });
    const back = await send('PUT', `/api/staff/jobs/${job.id}`, recruiter, {
      ...jobBody('Dispatcheur'),
      valid_through: inDays(-2),
      updated_at: live.updated_at,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().fields).toEqual({ valid_through: 'validation.date_past' });

    // A published offer whose last day passed: kept published, hidden from the site, flagged for staff.
    await app.db.query(`UPDATE jobs SET valid_through = $2::date WHERE id = $1`, [job.id, inDays(-1)]);
    const expired = staffJobSchema.parse((await send('GET', `/api/staff/jobs/${job.id}`, recruiter)).json());
    expect(expired).toMatchObject({ status: 'published', expired: true });
    expect((await app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
  });

  test('the staff list filters by status and pages', async () => {
    const drafts = (await send('GET', '/api/staff/jobs?status=draft', recruiter)).json();
    const published = (await send('GET', '/api/staff/jobs?status=published', recruiter)).json();
    const all = (await send('GET', '/api/staff/jobs', recruiter)).json();
    expect(drafts.data.every((job: { status: string }) => job.status === 'draft')).toBe(true);
    expect(published.data.every((job: { status: string }) => job.status === 'published')).toBe(true);
    expect(all.total).toBe(drafts.total + published.total);
    expect(published.total).toBeGreaterThanOrEqual(12);
  });

  test('an article: sanitized on save as the public API serves it, a draft until published, at once', async () => {
    const body = articleBody();
    body.translations.fr.body =
      '<p>Bonjour <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lien</a> ' +
      '<a href="https://example.com">site</a></p><p onclick="alert(4)">Fin</p>';
    const created = await send('POST', '/api/staff/articles', editor, body);
    expect(created.statusCode).toBe(201);
    const draft = staffArticleSchema.parse(created.json());
    const fr = draft.translations.fr.body;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'javascript:', 'onclick']) expect(fr).not.toContain(bad);
    expect(fr).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>');
    expect(draft.translations.fr.excerpt.startsWith('<p>Bonjour')).toBe(true);
    expect(draft).toMatchObject({
      status: 'draft',
      slug: 'le-transport-frigorifique-en-ete',
      img_url: '/images/articles/dry-port.svg',
    });

    await page('/blog');
    expect((await app.inject({ url: `/api/blog/article/${draft.id}` })).statusCode).toBe(404);
    expect((await page(`/blog/${draft.id}`)).statusCode).toBe(404);
    const listBefore = (await app.inject({ url: '/api/blog?page=1' })).json();

    const live = staffArticleSchema.parse(
      (await send('POST', `/api/staff/articles/${draft.id}/publish`, editor, { updated_at: draft.updated_at })).json(),
    );
    const served = articleResponseSchema.parse((await app.inject({ url: `/api/blog/article/${draft.id}` })).json());
    expect(served.data.article).toBe(live.translations.fr.body);
    expect(served.data.title).toBe('Le transport frigorifique en été');
    const listAfter = (await app.inject({ url: '/api/blog?page=1' })).json();
    expect(listAfter.total).toBe(listBefore.total + 1);
    expect(listAfter.data[0]).toMatchObject({ id: draft.id, excerpt: live.translations.fr.excerpt });
    expect((await page(`/blog/${draft.id}`)).body).toContain('<h1>Le transport frigorifique en été</h1>');
    expect(await sitemap()).toContain(`/blog/${draft.id}</loc>`);

    const retitled = articleBody('Le froid en été');
    const edited = await send('PUT', `/api/staff/articles/${draft.id}`, editor, {
      ...retitled,
      updated_at: live.updated_at,
    });
    expect(edited.statusCode).toBe(200);
    expect((await page(`/blog/${draft.id}`)).body).toContain('<h1>Le froid en été</h1>');
    const audit = await auditOf('article', draft.id);
    expect(audit.map((entry) => entry.action)).toEqual(['article-created', 'article-published', 'article-changed']);
    expect(audit[2]!.details.after).toMatchObject({
      'fr.title': 'Le froid en été',
      'fr.body': { length: expect.any(Number) },
    });
    expect(JSON.stringify(audit)).not.toContain('Bonjour');

    const gone = await send('POST', `/api/staff/articles/${draft.id}/unpublish`, editor, {
      updated_at: edited.json().updated_at,
    });
    expect(gone.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/blog/article/${draft.id}` })).statusCode).toBe(404);
    expect((await page(`/blog/${draft.id}`)).statusCode).toBe(404);
  });

  test("an article's picture is one of the site's; a body with no text left is required", async () => {
    const images = (await send('GET', '/api/staff/article-images', editor)).json();
    expect(images.data).toContainEqual({ name: 'dry-port.svg', url: '/images/articles/dry-port.svg' });
    for (const img of ['nowhere.svg', '../partners/atlas-cables.svg']) {
      const response = await send('POST', '/api/staff/articles', editor, { ...articleBody(), img });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ img: 'validation.invalid_option' });
    }
    const body = articleBody();
    body.translations.ar.body = '<script>alert(1)</script>';
    const empty = await send('POST', '/api/staff/articles', editor, body);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ 'translations.ar.body': 'validation.required' });
  });

  test('roles: offers are for recruiters, articles for editors; sales neither; a change needs the CSRF token', async () => {
    expect((await send('GET', '/api/staff/jobs', editor)).statusCode).toBe(403);
    expect((await send('GET', '/api/staff/jobs', sales)).statusCode).toBe(403);
    expect((await send('POST', '/api/staff/articles', recruiter, articleBody())).statusCode).toBe(403);
    expect((await send('GET', '/api/staff/article-images', sales)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/staff/articles' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/staff/jobs',
      headers: { cookie: recruiter.cookie },
      payload: jobBody(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_TOKEN_INVALID');
    expect((await send('GET', '/api/staff/jobs/999999', recruiter)).statusCode).toBe(404);
    expect((await send('GET', '/api/staff/jobs/abc', recruiter)).statusCode).toBe(404);
  });

  test.runIf(driver === 'postgres')(
    'another server on the same database shows a publication as soon as PostgreSQL notifies it',
    async () => {
      const { rows } = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const url = readEnv().DATABASE_URL;
      if (!url || !rows[0]) throw new Error('no PostgreSQL');
      const other = build({
        database: { kind: 'postgres', url, schema: rows[0].schema },
        serveStatic: true,
        staticRoot: root,
        retention: { autoSweep: false },
      });
      await other.ready();
      try {
        const job = staffJobSchema.parse(
          (await send('POST', '/api/staff/jobs', recruiter, jobBody('Chef de quai'))).json(),
        );
        const otherPage = () => other.inject({ url: `/jobOffers/${job.id}`, headers: { host: 'site.test' } });
        expect((await other.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
        expect((await otherPage()).statusCode).toBe(404);
        await send('POST', `/api/staff/jobs/${job.id}/publish`, recruiter, { updated_at: job.updated_at });
        // Told by NOTIFY at commit (the poll every 5 s is the fallback): well under a second.
        await vi.waitFor(
          async () => {
            expect((await other.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
            const rendered = await otherPage();
            expect(rendered.statusCode).toBe(200);
            expect(rendered.body).toContain('<h1>Chef de quai</h1>');
          },
          { timeout: 1_000, interval: 20 },
        );
      } finally {
        await other.close();
      }
    },
  );
});
