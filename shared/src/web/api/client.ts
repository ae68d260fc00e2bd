import type { ApiError } from '../../core/api/models';

// The one way the browser talks to the API: every answer is checked against
// its zod schema, every failure becomes an ApiRequestError the UI can act on.

let apiBase = '/api';

/** A remote running standalone on its own port points this at the API's origin. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let send: Fetch = (url, init) => fetch(url, init);

/**
 * How requests leave: the global fetch, unless the server rendering pages
 * answers them itself (in process, without a round trip through its network).
 */
export function setApiFetch(fetcher: Fetch): void {
  send = fetcher;
}

/** `code`s the client sets itself; the API's own codes come from its error body. */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  timeout: 'timeout',
  invalidResponse: 'invalid_response',
} as const;

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no answer came (network failure, timeout). */
  readonly status: number;
  /** Stable code from the API's error body, or one of CLIENT_ERROR_CODES, or `http_<status>`. */
  readonly code: string;
  /** Field errors of a refused submission: dotted path -> `forms` message key. */
  readonly fields: Record<string, string>;
  /** True when trying again may succeed: no answer, a server failure, or rate limiting. */
  readonly retryable: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryable = init.status === 0 || init.status === 408 || init.status === 429 || init.status >= 500;
  }
}

/**
 * What apiFetch needs of a schema: zod's `safeParse`, which classic zod and zod/mini (the quote
 * wizard's, docs/decisions/027-interactive-as-fast-as-react-alone.md) both have.
 */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiFetchOptions<T> {
  /**
   * Schema of a successful answer's JSON body (see models.ts), or a function importing it
   * (`() => import('./models.lazy').then((m) => m.x)`): a page rendered on the server starts with
   * its data, and then loads zod and the models with its first request, if any
   * (docs/decisions/016-first-load-scripts.md).
   */
  schema: AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Added to the URL; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Gives up (retryably) after this long; 0 waits for ever. Default 15 s, 2 min for an upload. */
  timeoutMs?: number;
}

/** What every fetcher accepts besides its own parameters. */
export interface FetchOptions {
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// A 5 MB CV over a slow mobile link takes far longer than a JSON answer.
const UPLOAD_TIMEOUT_MS = 120_000;

function buildUrl(path: string, query: ApiFetchOptions<unknown>['query']): string {
  // fetch outside a browser (tests, Node) needs an absolute URL.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.href;
  const url = new URL(`${apiBase}${path.startsWith('/') ? path : `/${path}`}`, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function buildInit(options: ApiFetchOptions<unknown>, signal: AbortSignal | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal };
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await response.text();
    return { ok: true, value: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * An API error body (models.ts apiErrorSchema), checked by hand: with the schema, zod would be
 * in every page's first script for the few pages that fetch (docs/decisions/016-first-load-scripts.md),
 * and classic zod in the application form's (applications.ts).
 */
export function apiErrorOf(value: unknown): ApiError | null {
  if (!value || typeof value !== 'object') return null;
  const { statusCode, code, message, fields } = value as Record<string, unknown>;
  if (!Number.isInteger(statusCode) || typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { statusCode: statusCode as number, code, message };
  if (
    !fields ||
    typeof fields !== 'object' ||
    Array.isArray(fields) ||
    Object.values(fields).some((field) => typeof field !== 'string')
  )
    return null;
  return { statusCode: statusCode as number, code, message, fields: fields as Record<string, string> };
}

async function toHttpError(response: Response): Promise<ApiRequestError> {
  const json = await readJson(response);
  const parsed = json.ok ? apiErrorOf(json.value) : null;
  if (parsed) {
    const { code, message, fields } = parsed;
    return new ApiRequestError({ status: response.status, code, message, fields });
  }
  // A proxy's HTML page or an empty body: still a typed error.
  return new ApiRequestError({
    status: response.status,
    code: `http_${response.status}`,
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/** Combines the caller's signal with the timeout; the timeout is reported apart from an abort. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  if (timeoutMs <= 0) return { signal, timedOut: () => false, clear: () => {} };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Calls `${apiBase}${path}` and returns the body parsed by `schema`. Throws
 * ApiRequestError on a network failure, a non-2xx answer or a body of the
 * wrong shape; rethrows the caller's own abort untouched.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const url = buildUrl(path, options.query);
  const defaultTimeout = options.body instanceof FormData ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
  const timer = withTimeout(options.signal, options.timeoutMs ?? defaultTimeout);
  try {
    let response: Response;
    try {
      response = await send(url, buildInit(options, timer.signal));
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const timedOut = timer.timedOut();
      throw new ApiRequestError({
        status: 0,
        code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
        message: timedOut ? 'The request timed out' : 'The API could not be reached',
        cause,
      });
    }
    if (!response.ok) throw await toHttpError(response);

    const json = await readJson(response);
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    options.signal?.throwIfAborted();
    const parsed = json.ok ? schema.safeParse(json.value) : undefined;
    if (!parsed?.success) {
      throw new ApiRequestError({
        status: response.status,
        code: CLIENT_ERROR_CODES.invalidResponse,
        message: `Unexpected answer from ${path}`,
        cause: parsed?.error,
      });
    }
    return parsed.data;
  } finally {
    timer.clear();
  }
}
