import { beforeAll, describe, expect, test } from 'vitest';
import { articleListSchema, articleResponseSchema } from '@freight/shared/core/api/models';
import { MEDIA_MAX_BYTES, staffMediaListSchema, staffMediaSchema } from '@freight/shared/core/schemas/staff-media';
import { staffArticleSchema } from '@freight/shared/core/schemas/staff-content';
import { useFormApp } from './support/form-app';
import { type StaffMember, staffMember } from './support/inbox-session';
import { JPEG, PNG, SVG, uploadBody, WEBP } from './support/media-fixtures';
import { articleBody } from './support/staff-content';
import { drivers } from './support/test-app';

// The media library (docs/decisions/035-content-versions-schedules-media.md, "Media"): uploads checked
// by their bytes and size, alt texts in four languages, served from the site's origin for good, used
// by articles (cover and body) and then not deletable. Who may call each route: staff-access.test.ts.

describe.each(drivers)('the media library on %s', (driver) => {
  const forms = useFormApp(driver);
  let editor: StaffMember;

  beforeAll(async () => {
    editor = await staffMember(forms.app, 'editor');
  });

  const upload = async (file: { content: Buffer; name: string; type?: string }, alt: Record<string, string> = {}) =>
    editor.call({ method: 'POST', url: '/api/staff/media', ...(await uploadBody(file, alt)) });

  test('a PNG, a JPEG and a WebP are stored by what their bytes are, measured, described in four languages', async () => {
    const png = await upload(
      { content: PNG, name: 'Camion à l’aube.PNG' },
      { fr: 'Un camion à l’aube', en: 'A lorry at dawn', es: 'Un camión al amanecer', ar: 'شاحنة عند الفجر' },
    );
    expect(png.statusCode, png.body).toBe(201);
    const stored = staffMediaSchema.parse(png.json());
    expect(stored).toMatchObject({
      content_type: 'image/png',
      size: PNG.length,
      width: 1,
      height: 1,
      alt: { fr: 'Un camion à l’aube', en: 'A lorry at dawn', es: 'Un camión al amanecer', ar: 'شاحنة عند الفجر' },
      uploaded_by: { id: editor.account.id },
      used_by: [],
      used_by_jobs: [],
    });
    expect(stored.url).toBe(`/media/${stored.id}-camion-a-l-aube.png`);

    // The name says PNG, the bytes JPEG: the bytes win, and the address says .jpg.
    const jpeg = staffMediaSchema.parse((await upload({ content: JPEG, name: 'port.png' })).json());
    expect(jpeg).toMatchObject({ content_type: 'image/jpeg', width: 4, height: 3, alt: { fr: '', ar: '' } });
    expect(jpeg.url).toMatch(/^\/media\/\d+-port\.jpg$/);
    const webp = staffMediaSchema.parse((await upload({ content: WEBP, name: 'quai.webp' })).json());
    expect(webp).toMatchObject({ content_type: 'image/webp', width: 4, height: 3 });

    const list = staffMediaListSchema.parse((await editor.call({ method: 'GET', url: '/api/staff/media' })).json());
    expect(list.data.slice(0, 3).map((item) => item.id)).toEqual([webp.id, jpeg.id, stored.id]);
    expect(list).toMatchObject({ page: 1, last_page: 1 });
  });

  test('an SVG, a file of another kind named .png, an empty file and no file are refused with their codes', async () => {
    const svg = await upload({ content: SVG, name: 'logo.svg', type: 'image/svg+xml' });
    expect([svg.statusCode, svg.json().code]).toEqual([415, 'MEDIA_TYPE']);
    const text = await upload({ content: Buffer.from('not a picture at all, only text'), name: 'photo.png' });
    expect([text.statusCode, text.json().code]).toEqual([415, 'MEDIA_TYPE']);
    const empty = await upload({ content: Buffer.alloc(0), name: 'vide.png' });
    expect([empty.statusCode, empty.json().code]).toEqual([415, 'MEDIA_TYPE']);
    const form = new FormData();
    form.append('alt.fr', 'Rien');
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const none = await editor.call({
      method: 'POST',
      url: '/api/staff/media',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect([none.statusCode, none.json().code]).toEqual([400, 'MEDIA_MISSING']);
    const json = await editor.call({ method: 'POST', url: '/api/staff/media', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  test('a picture over the limit is refused as too large, whether announced or streamed', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MEDIA_MAX_BYTES)]);
    const refused = await upload({ content: big, name: 'grand.png' });
    expect([refused.statusCode, refused.json().code]).toEqual([413, 'MEDIA_TOO_LARGE']);
    // Just under the limit with its fields: the size of the file alone decides.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(MEDIA_MAX_BYTES - PNG.length)]);
    const kept = await upload({ content: atLimit, name: 'juste.png' });
    expect(kept.statusCode, kept.body).toBe(201);
  });

  test('an alt text too long is refused, naming its language; nothing is stored', async () => {
    const before = staffMediaListSchema.parse((await editor.call({ method: 'GET', url: '/api/staff/media' })).json());
    const refused = await upload({ content: PNG, name: 'long.png' }, { fr: 'x'.repeat(251) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'alt.fr': 'validation.too_long' } });
    const after = staffMediaListSchema.parse((await editor.call({ method: 'GET', url: '/api/staff/media' })).json());
    expect(after.total).toBe(before.total);
  });

  test('alt texts are changed over the version read; a stale change is told who changed it', async () => {
    const media = staffMediaSchema.parse((await upload({ content: PNG, name: 'quai.png' })).json());
    const alt = { fr: 'Le quai', en: 'The quay', es: 'El muelle', ar: 'الرصيف' };
    const changed = await editor.call({
      method: 'PUT',
      url: `/api/staff/media/${media.id}`,
      payload: { alt, updated_at: media.updated_at },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(staffMediaSchema.parse(changed.json()).alt).toEqual(alt);
    const stale = await editor.call({
      method: 'PUT',
      url: `/api/staff/media/${media.id}`,
      payload: { alt: { ...alt, fr: 'Autre' }, updated_at: media.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_UPDATE', updated_by: { id: editor.account.id } });
    const missing = await editor.call({
      method: 'PUT',
      url: '/api/staff/media/999999',
      payload: { alt, updated_at: media.updated_at },
    });
    expect(missing.statusCode).toBe(404);
  });

  test('the site serves a picture from its own origin, typed, immutable, nosniff; a wrong slug or type is 404', async () => {
    const media = staffMediaSchema.parse((await upload({ content: PNG, name: 'entrepot.png' })).json());
    const served = await forms.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The pages' policy lets the site's own pictures through, and no other origin is needed.
    expect(served.headers['content-security-policy']).toMatch(/img-src 'self' data:(;|$)/);
    const again = await forms.app.inject({
      method: 'GET',
      url: media.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      media.url.replace('entrepot', 'autre'),
      media.url.replace('.png', '.jpg'),
      `/media/${media.id}.png`,
      '/media/999999-entrepot.png',
      '/media/../images/x.png',
    ])
      expect((await forms.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  test('an article shows a library picture as cover (alt in the page language) and in its body; it cannot be deleted then', async () => {
    const alt = {
      fr: 'Un camion au port',
      en: 'A lorry at the port',
      es: 'Un camión en el puerto',
      ar: 'شاحنة في الميناء',
    };
    const cover = staffMediaSchema.parse((await upload({ content: PNG, name: 'couverture.png' }, alt)).json());
    const inBody = staffMediaSchema.parse((await upload({ content: PNG, name: 'corps.png' }, alt)).json());
    const spare = staffMediaSchema.parse((await upload({ content: PNG, name: 'libre.png' })).json());
    const body = articleBody('Une photo de la médiathèque');
    body.img = `media:${cover.id}`;
    body.translations.fr.body = `<p>Texte</p><img src="${inBody.url}" alt="${alt.fr}"><img src="/media/${inBody.id}-corps.png?x=1">`;
    const created = await editor.call({ method: 'POST', url: '/api/staff/articles', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const article = staffArticleSchema.parse(created.json());
    expect(article.img_url).toBe(cover.url);
    expect(article.translations.fr.body).toBe(`<p>Texte</p><img src="${inBody.url}" alt="${alt.fr}" />`);
    const published = await editor.call({
      method: 'POST',
      url: `/api/staff/articles/${article.id}/publish`,
      payload: { updated_at: article.updated_at },
    });
    expect(published.statusCode, published.body).toBe(200);

    for (const lang of ['fr', 'ar'] as const) {
      const page = articleResponseSchema.parse(
        (await forms.app.inject({ method: 'GET', url: `/api/blog/article/${article.id}?lang=${lang}` })).json(),
      );
      expect(page.data).toMatchObject({ img: `media:${cover.id}`, img_url: cover.url, img_alt: alt[lang] });
    }
    const list = articleListSchema.parse((await forms.app.inject({ method: 'GET', url: '/api/blog?lang=es' })).json());
    expect(list.data.find((item) => item.id === article.id)).toMatchObject({ img_url: cover.url, img_alt: alt.es });

    for (const used of [cover, inBody]) {
      const refused = await editor.call({ method: 'DELETE', url: `/api/staff/media/${used.id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MEDIA_IN_USE', used_by: [article.id] });
      expect((await forms.app.inject({ method: 'GET', url: used.url })).statusCode).toBe(200);
    }
    const deleted = await editor.call({ method: 'DELETE', url: `/api/staff/media/${spare.id}` });
    expect(deleted.statusCode).toBe(204);
    // The audit log names who uploaded and deleted it; a refused deletion is not recorded.
    const audit = await forms.app.db.query<{ action: string; actor_id: number }>(
      `SELECT action, actor_id::int AS actor_id FROM audit_log WHERE target_kind = 'media' AND target_id = $1 ORDER BY id`,
      [String(spare.id)],
    );
    expect(audit.rows).toEqual([
      { action: 'media-uploaded', actor_id: editor.account.id },
      { action: 'media-deleted', actor_id: editor.account.id },
    ]);
    expect((await forms.app.inject({ method: 'GET', url: spare.url })).statusCode).toBe(404);

    // A deleted picture (or one never uploaded) cannot be chosen: the editor is told, nothing is saved.
    const gone = articleBody('Une photo disparue');
    gone.img = `media:${spare.id}`;
    gone.translations.en.body = `<p>Text</p><img src="${spare.url}" alt="">`;
    const refused = await editor.call({ method: 'POST', url: '/api/staff/articles', payload: gone });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      img: 'validation.invalid_option',
      'translations.en.body': 'validation.picture_not_from_site',
    });
  });
});
