import type { Configuration } from '@rspack/core';
import { type AppOptions, isProduction } from './build/app-options';
import { createConfig } from './build/browser-config';
import { createServerConfig } from './build/server-config';

// The factory every app's rspack.config.ts calls with its row of rspack.apps.ts.
// What it is made of, one concern a file: build/README.md.

/**
 * What `rspack build` builds for an app: its browser build and, in production, its
 * server build (a development server renders in the browser only).
 */
export function createConfigs(options: AppOptions): Configuration[] {
  return isProduction() ? [createConfig(options), createServerConfig(options)] : [createConfig(options)];
}
