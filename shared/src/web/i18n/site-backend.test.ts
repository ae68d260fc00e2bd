import HttpBackend from 'i18next-http-backend';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureNamespace } from './namespace';
import { SiteBackend } from './setup';

type Result = [unknown, unknown];

function read(backend: SiteBackend, lng: string, ns: string): Promise<Result> {
  return new Promise((resolve) => backend.read(lng, ns, (error, data) => resolve([error, data])));
}

describe('SiteBackend', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads a remote's namespace from the remote's own chunks, never over HTTP", async () => {
    const http = vi.spyOn(HttpBackend.prototype, 'read');
    const loaders = {
      fr: () => Promise.resolve({ default: { title: 'Offres' } }),
      en: () => Promise.resolve({ default: { title: 'Offers' } }),
      es: () => Promise.resolve({ default: { title: 'Ofertas' } }),
      ar: () => Promise.resolve({ default: { title: 'عروض' } }),
    };
    // Registers at once; the bundle itself waits for i18next, which this test never starts.
    void ensureNamespace('careers-test', loaders);
    const backend = new SiteBackend();
    await expect(read(backend, 'ar', 'careers-test')).resolves.toEqual([null, { title: 'عروض' }]);
    await expect(read(backend, 'en-GB', 'careers-test')).resolves.toEqual([null, { title: 'Offers' }]);
    expect(http).not.toHaveBeenCalled();
  });

  it('reports a failed chunk as a read error (i18next then retries it)', async () => {
    const failing = () => Promise.reject(new Error('chunk failed'));
    void ensureNamespace('broken-test', { fr: failing, en: failing, es: failing, ar: failing });
    const [error, data] = await read(new SiteBackend(), 'fr', 'broken-test');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
  });

  it('fetches the shared namespaces over HTTP as before', async () => {
    const http = vi.spyOn(HttpBackend.prototype, 'read').mockImplementation((_lng, _ns, callback) => callback(null, { hello: 'Bonjour' }));
    await expect(read(new SiteBackend(), 'fr', 'common')).resolves.toEqual([null, { hello: 'Bonjour' }]);
    expect(http).toHaveBeenCalledWith('fr', 'common', expect.any(Function));
  });
});
