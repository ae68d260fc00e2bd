// Errors a handler throws on purpose. The error handler turns any error into
// the ApiError body of @freight/shared/core/api/models with a stable `code`.

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/**
 * A request part failed its schema; `fields` maps each field path to a message key. A refusal
 * the client must tell apart from a plain invalid field carries a `code` of its own.
 */
export class ValidationFailed extends HttpError {
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>, part: string, code = 'VALIDATION_FAILED') {
    super(400, code, `Invalid ${part}: ${Object.keys(fields).join(', ') || 'value'}`);
    this.name = 'ValidationFailed';
    this.fields = fields;
  }
}

export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

/** Stable codes for the statuses Fastify and its plugins raise themselves. */
export const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'UNAVAILABLE',
};
