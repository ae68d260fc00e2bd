import type { RemoteName, RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import type { ServerAnswerError } from '@freight/shared/core/federation/server-rendering';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { ServerFileReader } from '@freight/shared/web/federation/server-files';

// What the API gives the page renderer and gets back (its server build's exports, index.ts).

/** Where a remote is, as the server last read its manifest. */
export interface RemoteLocation {
  /** URL of its server container (the manifest's ssrRemoteEntry); changes when the remote redeploys. */
  entry: string;
  /** Its public folder as the browser sees it (where its static/media files are). */
  publicPath: string;
}

export interface RendererOptions {
  /** The shell's translations folder (dist/locales). */
  localesDir: string;
  /** Answers the API requests the pages make (in process). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** Reads a server container's file without a request (the remotes this server hosts). */
  readFile: ServerFileReader;
  /** The brand profile the process serves. */
  profile: string;
  /** A DOM window (jsdom) for the article sanitizer (DOMPurify needs one outside a browser). */
  sanitizerWindow: unknown;
  /** How a remote's routes are loaded from its location; the federation runtime unless a test gives another. */
  loadRoutes?: (remote: RemoteName, location: RemoteLocation) => Promise<RemoteRoutesModule>;
}

export interface RenderRequest {
  /** The page's path without its language prefix ('/blog/3'). */
  path: string;
  /** The query string, with its '?' (the wizard reads ?type=). */
  search?: string;
  language: SiteLanguage;
  /** Each remote's location; a remote missing here renders in the browser only. */
  remotes: Partial<Record<RemoteName, RemoteLocation>>;
  /** How long the remote may take, loading and rendering together, before the browser renders it instead. */
  budgetMs: number;
}

export type RemoteOutcome =
  /** Its page is in the HTML. */
  | 'rendered'
  /** Its server container could not be loaded (absent, broken, not exposing routes). */
  | 'unavailable'
  /** It threw while rendering. */
  | 'failed'
  /** It took longer than the budget. */
  | 'timeout';

export interface RenderResult {
  /** The content of #root. */
  html: string;
  /** The SWR fallback the page was rendered with, for the browser to hydrate with (no refetch). */
  data: Record<string, unknown>;
  /** The lasting refusals (404) the page was rendered with, for the browser to show the same. */
  errors: Record<string, ServerAnswerError>;
  /** The texts it formatted with Intl, for the browser to hydrate with (no formatter made). */
  formatted: Record<string, string>;
  /** What became of the remote owning the page, when one does. */
  remote?: { name: RemoteName; outcome: RemoteOutcome; error?: string };
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
}
