import type { ApplicationForm } from '../../core/schemas/application';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD, type FormMeta } from '../../core/schemas/form-meta';
import { ApiRequestError, CLIENT_ERROR_CODES, apiErrorOf, getApiBase } from '@freight/shared/web/api/client';
import { submissionResponseSchema, type SubmissionResponse } from '../../core/api/submission-response';

// POST /api/condidature (the historic misspelled path: docs/routes.md). XMLHttpRequest
// rather than apiFetch: fetch reports no upload progress, and a 5 MB CV on a
// mobile link takes long enough that the visitor should see it move. Failures
// are the same ApiRequestError apiFetch raises, so the UI handles both alike.

/** Bytes of the request body sent so far; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

export interface PostApplicationOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with the signal's reason, untouched (as apiFetch does). */
  signal?: AbortSignal;
  /** Gives up (retryably) after this long; 0 waits for ever. */
  timeoutMs?: number;
}

/** As apiFetch's upload timeout: a 5 MB CV over a slow mobile link takes far longer than a JSON answer. */
const UPLOAD_TIMEOUT_MS = 120_000;

const TEXT_FIELDS = [
  'type',
  'fullName',
  'email',
  'phone',
  'country',
  'city',
  'message',
  'experience',
  'level_of_studies',
  'cv_consent',
  'job_id',
] as const;
/** The form meta fields go with the text fields (a honeypot sent empty is still sent). */
const META_FIELDS = [LANGUAGE_FIELD, HONEYPOT_FIELD, FILL_TIME_FIELD] as const;

/**
 * The multipart body: text fields first, the CV last, so the server has
 * validated the fields before it streams the file. An empty optional field is
 * left out rather than sent empty.
 */
export function applicationFormData(form: ApplicationForm & FormMeta): FormData {
  const data = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = form[name];
    if (value !== undefined && value !== '') data.append(name, String(value));
  }
  for (const name of META_FIELDS) {
    const value = form[name];
    if (value !== undefined) data.append(name, String(value));
  }
  // The server never uses the visitor's file name; a Blob without one still needs a name to be a file part.
  const fileName =
    'name' in form.file && typeof form.file.name === 'string' && form.file.name !== '' ? form.file.name : 'cv.pdf';
  data.append('file', form.file, fileName);
  return data;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function httpError(xhr: XMLHttpRequest): ApiRequestError {
  const json = parseJson(xhr.responseText);
  const parsed = json.ok ? apiErrorOf(json.value) : null;
  if (parsed) {
    const { code, message, fields } = parsed;
    return new ApiRequestError({ status: xhr.status, code, message, fields });
  }
  // A proxy's HTML page (often the case for 413) or an empty body: still a typed error.
  return new ApiRequestError({
    status: xhr.status,
    code: `http_${xhr.status}`,
    message: xhr.statusText || `HTTP ${xhr.status}`,
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

/**
 * Sends an application with its CV. Resolves with the reference the API
 * returned; rejects with ApiRequestError (network failure, timeout, HTTP
 * error with its code and field errors, unexpected answer), or with the
 * signal's reason when the caller aborts.
 */
export function postApplication(
  form: ApplicationForm & FormMeta,
  idempotencyKey: string,
  options: PostApplicationOptions = {},
): Promise<SubmissionResponse> {
  const { onProgress, signal, timeoutMs = UPLOAD_TIMEOUT_MS } = options;
  return new Promise<SubmissionResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `${getApiBase()}/condidature`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.timeout = timeoutMs;

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      });
    }

    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(httpError(xhr));
        return;
      }
      const json = parseJson(xhr.responseText);
      const parsed = json.ok ? submissionResponseSchema.safeParse(json.value) : undefined;
      if (parsed?.success) {
        resolve(parsed.data);
        return;
      }
      reject(
        new ApiRequestError({
          status: xhr.status,
          code: CLIENT_ERROR_CODES.invalidResponse,
          message: 'Unexpected answer from /condidature',
          cause: parsed?.error,
        }),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(
        new ApiRequestError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'The API could not be reached' }),
      );
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(new ApiRequestError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message: 'The request timed out' }));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal ? abortReason(signal) : new DOMException('The request was aborted', 'AbortError'));
    });

    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(applicationFormData(form));
  });
}
