// Whether an error means "the database cannot be reached right now" (a restart, a failover, a network
// cut) rather than a fault of the request or of the code: such a request is answered 503 with
// Retry-After, which the site's forms retry with the same Idempotency-Key (server/README.md "Database").

/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL's own: shutting down (57P01-57P03), and class 08, connection exceptions. */
const POSTGRES_CODES = /^(57P0[123]|08...)$/;
/** What node-postgres and its pool say when a connection ends or cannot be had. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.some((text) => message.includes(text))) return true;
  // A connection refused on every address of a host comes as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
