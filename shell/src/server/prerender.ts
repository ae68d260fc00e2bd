import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { withTimeLimit } from '../features/remotes/routes-module';

export class RemoteTimeoutError extends Error {
  override readonly name = 'RemoteTimeoutError';
}

export const withTimeout = <T>(promise: Promise<T>, ms: number, message: string) =>
  withTimeLimit(promise, ms, () => new RemoteTimeoutError(message));

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page's HTML with every Suspense boundary in place, or nothing usable if
 * it takes longer than `ms`: React's output for an interrupted render needs
 * inline scripts, which the CSP refuses, so it is dropped.
 */
export async function prerender(
  element: ReactElement,
  ms: number,
): Promise<{ html: string; errors: unknown[]; timedOut: boolean }> {
  const errors: unknown[] = [];
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RemoteTimeoutError(`rendering took longer than ${ms} ms`));
  }, ms);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // Every boundary in place: one large enough would be written apart and moved into place by an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown) => {
        if (!timedOut) errors.push(error);
      },
    });
    const html = await readAll(prelude);
    return timedOut ? { html: '', errors, timedOut } : { html, errors, timedOut };
  } catch (error) {
    if (timedOut) return { html: '', errors, timedOut };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
