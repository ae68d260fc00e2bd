import type { RouteObject } from 'react-router-dom';
import { QUOTE_CHOICES, type QuoteChoice } from '../constants';

/**
 * What every remote exposes as `./routes`: its route objects, with paths
 * relative to the site root ('blog', 'blog/:id'). The shell mounts them under
 * a splat route, so a remote never knows about the shell or other remotes.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export { REMOTE_NAMES, type RemoteName } from './apps';

/**
 * The global array an app's chunks register themselves in (rspack's
 * `output.chunkLoadingGlobal`, set from this in rspack/browser-config.ts). The shell
 * empties a remote's array before loading a redeployed version, or the new
 * runtime would adopt the old chunks' modules from it.
 */
export function chunkLoadingGlobalOf(federationName: string): string {
  return `rspackChunk${federationName}`;
}

/**
 * Links between remotes go through the URL only. A page that asks for a quote
 * of a known kind links to /cotation?type=<choice>; the quote remote opens that
 * wizard and drops the parameter.
 */
export const QUOTE_PAGE_PATH = '/cotation';
export const QUOTE_TYPE_PARAM = 'type';

export function quotePageHref(choice?: QuoteChoice): string {
  return choice ? `${QUOTE_PAGE_PATH}?${QUOTE_TYPE_PARAM}=${choice}` : QUOTE_PAGE_PATH;
}

/** The choice a /cotation URL carries, or null when absent or unknown. */
export function quoteChoiceOf(search: string): QuoteChoice | null {
  const value = new URLSearchParams(search).get(QUOTE_TYPE_PARAM);
  return (QUOTE_CHOICES as readonly string[]).includes(value ?? '') ? (value as QuoteChoice) : null;
}
