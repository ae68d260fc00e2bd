import { type $ZodType, type output, safeParse } from 'zod/v4/core';
import { ApiRequestError, getApiBase } from '@freight/shared/web/api/client';

// The back office's one way to the staff API (/api/staff/...): the session cookie goes with every
// call, state-changing calls carry the session's CSRF token, and a 401 tells whoever listens that the
// session is gone (the remote then drops its cached staff data and asks to sign in again).

let csrfToken: string | null = null;

/** The token of the signed-in session (GET /api/staff/session and sign-in give it); null once signed out. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Why a call found no session: NOT_SIGNED_IN or SESSION_EXPIRED. */
export type SessionLoss = 'NOT_SIGNED_IN' | 'SESSION_EXPIRED';
type SessionListener = (reason: SessionLoss) => void;
const listeners = new Set<SessionListener>();

/** Called whenever a staff call answers 401; returns the unsubscribe. */
export function onSessionLost(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A refusal of the staff API, with what the back office shows besides its code. */
export class StaffApiError extends ApiRequestError {
  /** Seconds to wait before trying again (429), when the answer says. */
  readonly retryAfter: number | null;
  /** The rest of the error body (STALE_UPDATE's updated_at and updated_by). */
  readonly body: Record<string, unknown>;

  constructor(init: ConstructorParameters<typeof ApiRequestError>[0] & { retryAfter?: number | null; body?: unknown }) {
    super(init);
    this.retryAfter = init.retryAfter ?? null;
    this.body = init.body && typeof init.body === 'object' ? (init.body as Record<string, unknown>) : {};
  }
}

export interface StaffFetchOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Without one, the answer's body is not read (204, 202). */
  schema?: S;
  signal?: AbortSignal;
}

const stringsOnly = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

function retryAfterOf(response: Response, message: string): number | null {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  const inMessage = /(\d+)\s*s\b/.exec(message);
  return inMessage ? Number(inMessage[1]) : null;
}

async function errorOf(response: Response): Promise<StaffApiError> {
  const body: unknown = await response.json().catch(() => null);
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : `http_${response.status}`;
  const message = typeof fields.message === 'string' ? fields.message : response.statusText;
  return new StaffApiError({
    status: response.status,
    code,
    message,
    fields: stringsOnly(fields.fields),
    retryAfter: response.status === 429 ? retryAfterOf(response, message) : null,
    body,
  });
}

/** Sends a staff call and answers its successful response; throws StaffApiError for any refusal or failure. */
async function staffResponse(
  path: string,
  { method = 'GET', body, query, signal }: Omit<StaffFetchOptions<$ZodType>, 'schema'>,
): Promise<Response> {
  const url = new URL(
    `${getApiBase()}/staff${path}`,
    typeof location === 'undefined' ? 'http://localhost' : location.href,
  );
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData (a reply with files) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new StaffApiError({ status: 0, code: 'network_error', message: 'The API could not be reached', cause });
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 && path !== '/session') {
      const reason: SessionLoss = error.code === 'SESSION_EXPIRED' ? 'SESSION_EXPIRED' : 'NOT_SIGNED_IN';
      for (const listener of listeners) listener(reason);
    }
    throw error;
  }
  return response;
}

/** Calls the staff API; throws StaffApiError for any refusal or failure. */
export async function staffFetch<S extends $ZodType>(
  path: string,
  { schema, ...options }: StaffFetchOptions<S> = {},
): Promise<output<S>> {
  const response = await staffResponse(path, options);
  if (!schema) return undefined as output<S>;
  // zod/v4/core's parse takes classic and zod/mini schemas alike (the session's are mini: 027).
  const parsed = safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new StaffApiError({
      status: response.status,
      code: 'invalid_response',
      message: `Unexpected answer from ${path}`,
    });
  return parsed.data;
}

/**
 * A file the staff API answers (`Content-Disposition: attachment`), read through the same session
 * and refusals as any call, so the page can tell what went wrong and what the file holds.
 */
export async function staffDownload(
  path: string,
  options: Pick<StaffFetchOptions<$ZodType>, 'query' | 'signal'> = {},
): Promise<{ file: Blob; fileName: string }> {
  const response = await staffResponse(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'download';
  return { file: await response.blob(), fileName };
}
