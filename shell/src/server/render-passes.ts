import type { ReactElement } from 'react';
import type { RemoteName } from '@freight/shared/core/federation/contract';
import type { ServerAnswerError } from '@freight/shared/core/federation/server-rendering';
import { ApiRequestError } from '@freight/shared/web/api/client';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { prerender, RemoteTimeoutError, withTimeout } from './prerender';
import type { RemoteOutcome } from './renderer-types';
import type { Wanted } from './swr-collector';

/** How long the shell's own part may take alone (after a remote failed): it needs no data and no remote. */
const SHELL_RENDER_LIMIT_MS = 5_000;

/** Answers that asking again will not change. */
const LASTING = [404, 410];

/** Renders of a page at most: each may find data the page needs that the previous one did not ask for. */
const MAX_PASSES = 3;

const browserOnly: RemoteLoader = {
  load: (name: RemoteName) => Promise.reject(new Error(`${name} renders in the browser`)),
};

export interface RenderPassesInput {
  /** The page's tree, given how it loads remotes and where it notes the data it wants. */
  page: (load: RemoteLoader, wanted: Wanted) => ReactElement;
  /** Gives the owning remote's routes, when they loaded. */
  loader: RemoteLoader;
  /** The remote owning the page, if one does, and whether its routes loaded. */
  remote: RemoteName | undefined;
  routesLoaded: boolean;
  /** What became of the remote so far (loading it may already have failed). */
  outcome: RemoteOutcome;
  failure: string | undefined;
  budgetMs: number;
  /** What is left of the budget, in ms. */
  remaining: () => number;
  /** Filled as the passes fetch: the data, and the lasting refusals (404), by SWR key. */
  fallback: Record<string, unknown>;
  refusals: Record<string, ServerAnswerError>;
}

/**
 * Renders the page, fetches the data it asked for, and renders again with it,
 * up to MAX_PASSES times within the budget. A remote that throws or runs over
 * is dropped and the shell's part rendered alone.
 */
export async function renderInPasses(
  input: RenderPassesInput,
): Promise<{ html: string; outcome: RemoteOutcome; failure: string | undefined }> {
  const { page, loader, remote, routesLoaded, budgetMs, remaining, fallback, refusals } = input;
  let { outcome, failure } = input;
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const wanted: Wanted = new Map();
    const rendered = await prerender(page(loader, wanted), Math.max(remaining(), 50));
    if (routesLoaded && (rendered.timedOut || rendered.errors.length > 0)) {
      outcome = rendered.timedOut ? 'timeout' : 'failed';
      failure = rendered.timedOut
        ? `rendering took longer than ${budgetMs} ms`
        : String((rendered.errors[0] as Error)?.message ?? rendered.errors[0]);
      // Rendered again without it: React marks its part for the browser to render.
      html = (await prerender(page(browserOnly, new Map()), SHELL_RENDER_LIMIT_MS)).html;
      break;
    }
    html = rendered.html;
    if (wanted.size === 0) break;
    // The page still waits for data: what is sent shows its loading state, and is not kept long.
    if (remaining() <= 0 || pass === MAX_PASSES - 1) {
      if (remote && outcome === 'rendered')
        [outcome, failure] = ['timeout', `its data took longer than ${budgetMs} ms`];
      break;
    }
    const fetched = await Promise.allSettled(
      [...wanted].map(async ([id, run]) => {
        try {
          fallback[id] = await withTimeout(run(), remaining(), 'data took too long');
        } catch (error) {
          // A 404 is the page's answer (an unknown article), shown as the browser shows it.
          if (!(error instanceof ApiRequestError) || !LASTING.includes(error.status)) throw error;
          refusals[id] = { status: error.status, code: error.code, message: error.message };
        }
      }),
    );
    const failed = fetched.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed && remote && outcome === 'rendered') {
      const timedOut = failed.reason instanceof RemoteTimeoutError;
      [outcome, failure] = [
        timedOut ? 'timeout' : 'failed',
        `its data could not be read: ${String((failed.reason as Error)?.message ?? failed.reason)}`,
      ];
    }
    if (fetched.every((result) => result.status === 'rejected')) break;
  }
  return { html, outcome, failure };
}
