import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@freight/shared/test/test-server';
import { ensureNamespace } from './namespace';
import { SiteBackend } from './setup';

type Result = [unknown, unknown];

const server = setupMockApi();

function read(backend: SiteBackend, lng: string, ns: string): Promise<Result> {
  return new Promise((resolve) => backend.read(lng, ns, (error, data) => resolve([error, data])));
}

function backend(loadPath?: string): SiteBackend {
  const created = new SiteBackend();
  created.init(undefined, loadPath ? { loadPath } : {});
  return created;
}

describe('SiteBackend', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a remote's namespace from the remote's own chunks, never over HTTP", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const loaders = {
      fr: () => Promise.resolve({ default: { title: 'Offres' } }),
      en: () => Promise.resolve({ default: { title: 'Offers' } }),
      es: () => Promise.resolve({ default: { title: 'Ofertas' } }),
      ar: () => Promise.resolve({ default: { title: 'عروض' } }),
    };
    // Registers at once; the bundle itself waits for i18next, which this test never starts.
    void ensureNamespace('careers-test', loaders);
    await expect(read(backend(), 'ar', 'careers-test')).resolves.toEqual([null, { title: 'عروض' }]);
    await expect(read(backend(), 'en-GB', 'careers-test')).resolves.toEqual([null, { title: 'Offers' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failed chunk as a read error (i18next then retries it)', async () => {
    const failing = () => Promise.reject(new Error('chunk failed'));
    void ensureNamespace('broken-test', { fr: failing, en: failing, es: failing, ar: failing });
    const [error, data] = await read(backend(), 'fr', 'broken-test');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
  });

  it('fetches a shared namespace from /locales/<lng>/<ns>.json, or the loadPath it is given', async () => {
    server.use(
      http.get('/locales/fr/common.json', () => HttpResponse.json({ hello: 'Bonjour' })),
      http.get('/elsewhere/ar/ui.json', () => HttpResponse.json({ close: 'إغلاق' })),
    );
    await expect(read(backend(), 'fr', 'common')).resolves.toEqual([null, { hello: 'Bonjour' }]);
    await expect(read(backend('/elsewhere/{{lng}}/{{ns}}.json'), 'ar', 'ui')).resolves.toEqual([
      null,
      { close: 'إغلاق' },
    ]);
  });

  it('asks i18next to try again after no answer or a server error, not after a 404 or a body that is not JSON', async () => {
    const outcome = async (answer: () => Response) => {
      server.use(http.get('/locales/fr/common.json', answer));
      const [error, retry] = await read(backend(), 'fr', 'common');
      expect(error).toBeInstanceOf(Error);
      expect(String(error)).toContain('/locales/fr/common.json');
      return retry;
    };
    expect(await outcome(() => HttpResponse.error())).toBe(true);
    expect(await outcome(() => new HttpResponse(null, { status: 503 }))).toBe(true);
    expect(await outcome(() => new HttpResponse(null, { status: 404 }))).toBe(false);
    expect(await outcome(() => HttpResponse.text('<html>not found</html>'))).toBe(false);
  });
});
