import { defineConfig, devices } from '@playwright/test';
import { REMOTE_APPS, remoteUrlVariable } from '../shared/src/core/federation/apps';
import { oldNodeMessage } from '../scripts/node-runtime.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MAIN_PORT,
  MATRIX_PORT,
  REMOTE_ORIGIN_PORTS,
  SECOND_PORT,
  SECOND_REMOTE_PORT,
  SITE_PORTS,
  serverCommand,
} from './tests/support/servers';

// Journeys run against the production build served by `server`, in Debian's Chromium, on the
// project's Node (npm run / npx put node_modules/.bin/node first): an older one stops here.
const oldNode = oldNodeMessage();
if (oldNode) throw new Error(oldNode);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    // The offer of the browser's language (a fixed banner) is declined in advance on every site a
    // journey opens, so it covers nothing clicked or pictured; forms-locales.spec.ts clears this to see it.
    storageState: {
      cookies: [],
      origins: SITE_PORTS.map((port) => ({
        origin: `http://127.0.0.1:${port}`,
        localStorage: [{ name: 'freight:language-offer-dismissed', value: '1' }],
      })),
    },
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: serverCommand(MAIN_PORT, { SEED_UNSAFE_FIXTURE: '1', TEST_INSPECTION: '1' }),
      url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Same site, but its blog remote is deployed on another origin (started by the test).
      command: serverCommand(SECOND_PORT, {
        REMOTE_URL_MFE_BLOG: `http://127.0.0.1:${SECOND_REMOTE_PORT}/mf-manifest.json`,
      }),
      url: `http://127.0.0.1:${SECOND_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Same site, with each remote deployed on an origin of its own (remote-failures.spec.ts).
      command: serverCommand(MATRIX_PORT, {
        ...Object.fromEntries(
          REMOTE_APPS.map((app, i) => [
            remoteUrlVariable(app.name),
            `http://127.0.0.1:${REMOTE_ORIGIN_PORTS[i]}/mf-manifest.json`,
          ]),
        ),
        // Each failure is a deploy the server must see at once (remote-origin.ts).
        REMOTE_MANIFEST_TTL_MS: '0',
      }),
      url: `http://127.0.0.1:${MATRIX_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
