// The shell's server build (createServerConfig in rspack/server-config.ts): the page renderer the API loads.
export { createPageRenderer } from './render-page';
export { REMOTE_RETRY_AFTER_MS } from './remote-containers';
export type {
  PageRenderer,
  RemoteLocation,
  RemoteOutcome,
  RenderRequest,
  RenderResult,
  RendererOptions,
} from './renderer-types';
