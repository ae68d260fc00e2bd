import { defineConfig } from 'vitest/config';

// One runner for every package: node for the API, jsdom for the browser code.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['shared/**/*.test.{ts,tsx}', 'shell/**/*.test.{ts,tsx}', 'mfe-*/**/*.test.{ts,tsx}'],
          setupFiles: ['./shared/src/test/setup.ts'],
          globals: true,
        },
      },
    ],
  },
});
