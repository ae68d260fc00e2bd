import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, jobResponseSchema } from '@freight/shared/core/api/models';
import {
  staffContentVersionDetailSchema,
  staffJobInputSchema,
  staffJobSchema,
} from '@freight/shared/core/schemas/staff-content';
import { fakeBuild } from './support/fake-build';
import { storeMedia } from './support/media-fixtures';
import { createStaffAccount, signIn } from './support/staff';
import { jobBody } from './support/staff-content';
import { drivers, startApp } from './support/test-app';

// A job offer's description is rich text as an article's body is: sanitized by the article policy
// when stored, served so by the public API and the page (docs/decisions/037-job-descriptions-in-rich-text.md).

const UNLIMITED = { max: 100_000, timeWindowMs: 60_000 };

const DANGEROUS = [
  '<h2 style="color:red" onclick="steal()">Missions</h2>',
  '<script>window.__xss = 1</script>',
  '<ul><li>Permis <strong>EC</strong></li><li onmouseover="steal()">Carte conducteur</li></ul>',
  '<img src="/images/x.png" onerror="steal()">',
  '<p><a href="javascript:steal()">piège</a> <a href="https://example.com/charte">charte</a></p>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

describe.each(drivers)('job descriptions in rich text on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let root: string;
  let recruiter: Awaited<ReturnType<typeof signIn>>;
  let adminId: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'job-descriptions-'));
    await fakeBuild(root);
    ({ app, close } = await startApp(driver, {
      serveStatic: true,
      staticRoot: root,
      rateLimit: UNLIMITED,
      staffSignInLimits: { perAddress: false, perAccount: false },
    }));
    recruiter = await signIn(app, (await createStaffAccount(app, { role: 'recruiter' })).email);
    adminId = (await createStaffAccount(app, { role: 'admin' })).id;
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject(
      payload === undefined
        ? { method, url, headers: recruiter.headers }
        : { method, url, headers: recruiter.headers, payload },
    );
  const withDescription = (description: string, post = 'Chauffeur grand routier') => {
    const body = jobBody(post);
    for (const text of Object.values(body.translations)) text.description = description;
    return body;
  };

  test('script, handlers, styles and frames are stripped; headings, lists, bold and links kept, as the public API and page serve them', async () => {
    const created = await send('POST', '/api/staff/jobs', withDescription(DANGEROUS));
    expect(created.statusCode).toBe(201);
    const draft = staffJobSchema.parse(created.json());
    const stored = draft.translations.fr.description;
    expect(stored).toBe(
      [
        '<h2>Missions</h2>',
        '<ul><li>Permis <strong>EC</strong></li><li>Carte conducteur</li></ul>',
        '<img src="/images/x.png" alt="" />',
        '<p><a rel="noopener noreferrer nofollow">piège</a> ',
        '<a href="https://example.com/charte" rel="noopener noreferrer nofollow">charte</a></p>',
      ].join(''),
    );
    expect(draft.translations.ar.description).toBe(stored);

    const published = await send('POST', `/api/staff/jobs/${draft.id}/publish`, { updated_at: draft.updated_at });
    expect(published.statusCode).toBe(200);
    const served = jobResponseSchema.parse((await app.inject({ url: `/api/jobs/${draft.id}?lang=ar` })).json());
    expect(served.data.description).toBe(stored);
    const list = (await app.inject({ url: '/api/jobs?page=1' })).json() as { data: Array<{ description: string }> };
    expect(list.data[0]?.description).toBe(stored);

    // The page's description is the offer's words; its JobPosting carries the sanitized HTML.
    const page = await app.inject({ url: `/jobOffers/${draft.id}`, headers: { host: 'site.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta name="description" content="Missions Permis EC Carte conducteur piège charte" />',
    );
    const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
      .find((data) => data['@type'] === 'JobPosting');
    expect(jsonLd?.description).toBe(stored);
    expect(page.body).not.toMatch(/__xss|steal\(|evil\.example/);
  });

  test('a picture of another host is refused naming the description; one with no text left is required', async () => {
    const foreign = withDescription('<p>Photo</p>');
    foreign.translations.es.description = '<p>Foto</p><img src="https://cdn.example/camion.jpg">';
    const refused = await send('POST', '/api/staff/jobs', foreign);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      code: 'PICTURE_NOT_FROM_SITE',
      fields: { 'translations.es.description': 'validation.picture_not_from_site' },
    });
    expect(Object.keys(refused.json().fields)).toEqual(['translations.es.description']);

    const empty = withDescription('<p>Texte</p>');
    empty.translations.en.description = '<p><script>only()</script></p>';
    const required = await send('POST', '/api/staff/jobs', empty);
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ fields: { 'translations.en.description': 'validation.required' } });
  });

  test("the media library's pictures are kept as in articles; one deleted meanwhile is refused", async () => {
    const mediaId = await storeMedia(app, adminId, 'remorque');
    const picture = `<p>Notre flotte</p><img src="/media/${mediaId}-remorque.png" alt="Une remorque">`;
    const created = await send('POST', '/api/staff/jobs', withDescription(picture, 'Mécanicien poids lourds'));
    expect(created.statusCode).toBe(201);
    expect(staffJobSchema.parse(created.json()).translations.fr.description).toBe(
      `<p>Notre flotte</p><img src="/media/${mediaId}-remorque.png" alt="Une remorque" />`,
    );

    // Shown by the offer, the picture cannot be deleted: the refusal names the offer, the library lists it.
    const admin = await signIn(app, (await createStaffAccount(app, { role: 'admin' })).email);
    const jobId = staffJobSchema.parse(created.json()).id;
    const deleting = await app.inject({ method: 'DELETE', url: `/api/staff/media/${mediaId}`, headers: admin.headers });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json()).toMatchObject({ code: 'MEDIA_IN_USE', used_by: [], used_by_jobs: [jobId] });
    const library = await app.inject({ method: 'GET', url: '/api/staff/media', headers: admin.headers });
    expect(library.json().data.find((item: { id: number }) => item.id === mediaId)).toMatchObject({
      used_by_jobs: [jobId],
    });

    const gone = withDescription(`<p>Flotte</p><img src="/media/${mediaId + 1000}-perdue.png" alt="">`);
    const refused = await send('POST', '/api/staff/jobs', gone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { 'translations.fr.description': 'validation.picture_not_from_site' },
    });
  });

  test('versions keep the rich text: compared as saved, and restoring one stores it sanitized again', async () => {
    const created = staffJobSchema.parse(
      (
        await send('POST', '/api/staff/jobs', withDescription('<h2>Profil</h2><ul><li>Un</li></ul>', 'Magasinier'))
      ).json(),
    );
    const path = `/api/staff/jobs/${created.id}`;
    const saved = await send('PUT', path, {
      ...withDescription('<p>Tout autre chose</p>', 'Magasinier'),
      updated_at: created.updated_at,
    });
    expect(saved.statusCode).toBe(200);
    const first = staffContentVersionDetailSchema.parse((await send('GET', `${path}/versions/1`)).json());
    expect(staffJobInputSchema.parse(first.content).translations.fr.description).toBe(
      '<h2>Profil</h2><ul><li>Un</li></ul>',
    );
    const restored = await send('POST', `${path}/versions/1/restore`, {
      updated_at: staffJobSchema.parse(saved.json()).updated_at,
    });
    expect(restored.statusCode).toBe(200);
    expect(staffJobSchema.parse(restored.json()).translations.ar.description).toBe(
      '<h2>Profil</h2><ul><li>Un</li></ul>',
    );
  });
});
