import { randomUUID } from 'node:crypto';

/** Header of the page renderer's own API requests (site/server-rendering.ts), with a secret of the process: they are not rate limited. */
export const RENDER_REQUEST_HEADER = 'x-freight-render';
export const RENDER_REQUEST_TOKEN = randomUUID();
