// The shell's server build (rspack.base.ts createServerConfig): the page renderer the API loads.
export { createPageRenderer, REMOTE_RETRY_AFTER_MS } from './render-page';
export type { PageRenderer, RemoteLocation, RemoteOutcome, RenderRequest, RenderResult, RendererOptions } from './render-page';
