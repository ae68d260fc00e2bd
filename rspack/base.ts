import type { Configuration } from '@rspack/core';
import { type AppOptions, isProduction } from './app-options';
import { createConfig } from './browser-config';
import { createServerConfig } from './server-config';

// The factory every app's rspack.config.ts calls with its row of rspack/apps.ts.
// What it is made of, one concern a file: rspack/README.md.

/**
 * What `rspack build` builds for an app: its browser build and, in production, its
 * server build (a development server renders in the browser only).
 */
export function createConfigs(options: AppOptions): Configuration[] {
  return isProduction() ? [createConfig(options), createServerConfig(options)] : [createConfig(options)];
}
