import type { FastifyServerOptions } from 'fastify';

// The one rule for secrets that travel in addresses: a reset link's `?token=`, a follow-up page's
// `/follow/<token>` (any language prefix), a `"token": "…"` field. Logs, exports and every answer that
// repeats an e-mail or an address go through it (reset links: docs/decisions/017-staff-authentication.md).

export const REDACTED = '[redacted]';

const SECRET_PATTERNS: readonly RegExp[] = [
  // A query parameter, also HTML-escaped (`&amp;token=`) or URL-encoded once (`%3Ftoken%3D`).
  /((?:[?&;]|%3[Ff]|%26)token(?:=|%3[Dd]))[^&#\s"'<>\\]+/g,
  // A capability path segment: /follow/<token>, /en/follow/<token>, absolute or not.
  /(\/follow\/)[^/?#\s"'<>\\]+/g,
  // A JSON field named token.
  /("token"\s*:\s*")[^"]*/g,
];

/** `text` with every token of a link or field replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((redacted, pattern) => redacted.replace(pattern, `$1${REDACTED}`), text);
}

/** A value's strings redacted, at any depth (an exported row, a log object). */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (Array.isArray(value)) return value.map(redactDeep) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactDeep(inner)])) as T;
  }
  return value;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The server's logger options with every line redacted as it is written (pino's `streamWrite` hook
 * sees the finished line: request URLs, logged e-mails, errors and their stacks alike).
 */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, hooks: { ...options.hooks, streamWrite: redactSecrets } };
}
