// What the builds, the shell's page renderer, the API and the browser agree on
// for pages rendered on the server (docs/decisions/013-server-rendering.md).

/** A remote's server container as its mf-manifest.json names it (`metaData.ssrRemoteEntry`): <dist>/server/remoteEntry.js. */
export const SSR_REMOTE_ENTRY = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' } as const;

/** Where a server build writes its asset URLs (`<prefix><federation name>/static/media/…`); the renderer puts the remote's public folder there. */
export const SSR_PUBLIC_PATH_PREFIX = '/__ssr_public_path__/';

/**
 * Id of the JSON script carrying the data a server-rendered page was rendered
 * with. The server writes it only after content it rendered: its presence tells
 * the browser to hydrate #root rather than render it anew.
 */
export const SERVER_DATA_ID = 'server-data';

/** An answer the API gave that asking again will not change (a 404): the page shows it as the browser would. */
export interface ServerAnswerError {
  status: number;
  code: string;
  message: string;
}

/** What the page's server-data script holds. */
export interface ServerData {
  /** SWR's fallback: serialized key -> data. */
  swr: Record<string, unknown>;
  /** Keys the API answered with a lasting refusal (404, 410): serialized key -> that answer. */
  errors: Record<string, ServerAnswerError>;
  /** The texts the server formatted with Intl (web/i18n/formatted): the browser hydrates with them. */
  formatted: Record<string, string>;
  /** When the server fetched it (ms since epoch): the browser does not fetch it again while it is fresh. */
  at: number;
}
