import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '@freight/shared/core/api/models';
import { staffArticleSchema } from '@freight/shared/core/schemas/staff-content';
import { createStaffAccount, signIn } from './support/staff';
import { articleBody } from './support/staff-content';
import { drivers, startApp } from './support/test-app';

// A picture of another host in an article would be dropped by the sanitizer (and blocked
// by the page's Content-Security-Policy): the save is refused instead, so the editor knows
// (shared/src/core/html/article-html-policy.ts).

describe.each(drivers)('pictures in an article on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let editor: { headers: Record<string, string> };

  beforeAll(async () => {
    ({ app, close } = await startApp(driver, { staffSignInLimits: { perAddress: false, perAccount: false } }));
    editor = await signIn(app, (await createStaffAccount(app, { role: 'editor' })).email);
  });
  afterAll(() => close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: editor.headers, payload });

  test("a picture of another host is refused on save with its own code, naming each body; the site's own is kept", async () => {
    const body = articleBody();
    body.translations.fr.body = '<p>Photo</p><img src="https://cdn.example/truck.jpg" alt="Camion">';
    body.translations.ar.body = '<p>صورة</p><img src="//cdn.example/truck.jpg">';
    const refused = await send('POST', '/api/staff/articles', body);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      code: 'PICTURE_NOT_FROM_SITE',
      fields: {
        'translations.fr.body': 'validation.picture_not_from_site',
        'translations.ar.body': 'validation.picture_not_from_site',
      },
    });
    expect(Object.keys(refused.json().fields)).toHaveLength(2);

    body.translations.fr.body = '<p>Photo</p><img src="/images/articles/dry-port.svg" alt="Port sec">';
    body.translations.ar.body = '<p>صورة</p>';
    const saved = await send('POST', '/api/staff/articles', body);
    expect(saved.statusCode).toBe(201);
    const article = staffArticleSchema.parse(saved.json());
    expect(article.translations.fr.body).toBe('<p>Photo</p><img src="/images/articles/dry-port.svg" alt="Port sec" />');
    const edited = await send('PUT', `/api/staff/articles/${article.id}`, {
      ...body,
      translations: {
        ...body.translations,
        es: { title: 'Foto', body: '<p><img src="data:image/png;base64,AAAA"></p>' },
      },
      updated_at: article.updated_at,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({
      code: 'PICTURE_NOT_FROM_SITE',
      fields: { 'translations.es.body': 'validation.picture_not_from_site' },
    });
  });
});
