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
  postJson(url: string, body: unknown): Promise<LightMyRequestResponse>;
}

/**
 * For a describe block: an app without rate limits or automatic sending,
 * started before the tests and removed after (with its database and the CVs
 * in it). Read the fields inside tests (they are set in beforeAll).
 */
export function useFormApp(driver: DriverName, options: Omit<BuildOptions, 'database'> = {}): FormApp {
  const state = {} as FormApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app: state.app, close } = await startApp(driver, {
      rateLimit: UNLIMITED,
      formRateLimit: UNLIMITED,
      outbox: { autoSend: false },
      ...options,
    }));
  });
  afterAll(async () => {
    await close();
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
