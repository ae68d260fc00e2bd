import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../../src/app';
import { startApp, type DriverName } from './test-app';

const UNLIMITED = { max: 10_000, timeWindowMs: 60_000 };

/** A contact page message as the site sends it. */
export const contactFields = () => ({
  name: 'Sara Amrani',
  email: 'sara.amrani@example.es',
  telephone: '+34 612345678',
  message: 'Bonjour,\nnous exportons des agrumes vers Valence.',
});

export interface FormApp {
  app: FastifyInstance;
  /** The folder of uploaded CVs (a temporary one). */
  uploads: string;
  postJson(url: string, body: unknown): Promise<LightMyRequestResponse>;
}

/**
 * For a describe block: an app without rate limits or automatic sending, its
 * CVs in a temporary folder, started before the tests and removed after.
 * Read the fields inside tests (they are set in beforeAll).
 */
export function useFormApp(driver: DriverName, options: Omit<BuildOptions, 'database'> = {}): FormApp {
  const state = {} as FormApp;
  let close: () => Promise<void>;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'freight-forms-'));
    state.uploads = path.join(root, 'uploads');
    ({ app: state.app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      uploadDir: state.uploads,
      ...options,
    }));
  });
  afterAll(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });
  state.postJson = (url, body) =>
    state.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  return state;
}
