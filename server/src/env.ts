import { z } from 'zod';
import { EMAIL_PATTERN } from '@freight/shared/core/schemas/fields';
import { REMOTE_NAMES, remoteUrlVariable, type RemoteName } from '@freight/shared/core/federation/apps';
import { MIN_FILL_MS } from '@freight/shared/core/schemas/form-meta';
import { DEFAULT_PROFILE, PROFILE_NAMES } from '@freight/shared/core/profiles/profile-names';
import { DEFAULT_RETENTION_MONTHS } from './api/data-protection/retention';
import { DEFAULT_PDF_BROWSER_PATH } from './api/offers/pdf-renderer';
import { DEFAULT_MAX_CONNECTIONS_PER_CLIENT, DEFAULT_TIMEOUTS } from './api/http/connection-guard';
import { parseTrustProxy } from './api/http/trust-proxy';
import { DEFAULT_FORM_RATE_LIMIT, DEFAULT_RATE_LIMIT } from './api/plugins/external/rate-limit';
import { DEFAULT_FOLLOW_RATE_LIMIT } from './api/plugins/external/follow-space';
import { DEFAULT_FIRST_ANSWER_TARGET_HOURS } from './api/requests/first-answer';
import { DEFAULT_STAFF_SIGN_IN_LIMITS } from './api/routes/staff/sign-in-limits';
import { DEFAULT_SHUTDOWN } from './shutdown';

// The one reader of process.env in this package (server.ts, and the tests for
// DATABASE_URL, call readEnv()); the app itself only gets build() options.

// Each schema's error message is what the variable accepts: readEnv says
// "<NAME> must be <message>; got <value>".
const wholeNumber = (min: number, max: number, expected = `a whole number from ${min} to ${max}`) =>
  z.coerce
    .number({ error: expected })
    .int({ error: expected })
    .min(min, { error: expected })
    .max(max, { error: expected });
const portNumber = (min: 0 | 1) => wholeNumber(min, 65_535, `a port number from ${min} to 65535`);
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `one of ${values.join(', ')}` });

const optionalUrl = z.url({ error: 'an absolute URL' }).optional();
const optionalText = z.string().optional();
const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional();
/** http(s)://host[:port]; a path or a trailing slash is dropped: only the origin counts. */
const publicOrigin = z
  .url({ protocol: /^https?$/, error: 'an http:// or https:// origin' })
  .transform((url) => new URL(url).origin)
  .optional();
/** One address or a comma-separated list. */
const emailList = z
  .string()
  .refine(
    (value) => value.split(',').every((address) => EMAIL_PATTERN.test(address.trim())),
    'an e-mail address or a comma-separated list of them',
  )
  .optional();

/** TRUST_PROXY: off, a hop count, or a comma list of proxy addresses and CIDR ranges (http/trust-proxy.ts). */
const trustProxy = z
  .string()
  .default('')
  .transform((text, context) => {
    const parsed = parseTrustProxy(text);
    if ('value' in parsed) return parsed.value;
    context.addIssue({
      code: 'custom',
      message: `off, a hop count up to 10, or a comma-separated list of addresses and CIDR ranges (${parsed.error})`,
    });
    return z.NEVER;
  });
const perMinute = (fallback: number) => wholeNumber(1, 1_000_000).default(fallback);
const timeoutMs = (fallback: number) => wholeNumber(100, 3_600_000).default(fallback);

const baseSchema = z.object({
  PORT: portNumber(0).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  /** Folder where CVs were kept as files before migration 010; default <DATA_DIR>/uploads. Read only by `npm run files:import`. */
  UPLOAD_DIR: optionalText,
  SITE_PROFILE: choice(PROFILE_NAMES).default(DEFAULT_PROFILE),
  NODE_ENV: z.string().default('development'),
  STATIC_ROOT: optionalText,
  /** Origin of the site's absolute URLs (canonical, hreflang, og:url, sitemap); default: the request's own. */
  PUBLIC_ORIGIN: publicOrigin,
  // REMOTE_URL_<REMOTE> (REMOTE_URL_MFE_BLOG...): one per remote of the apps table, added below.
  /** smtp(s)://[user:pass@]host:port; unset: notifications are logged, not sent. */
  SMTP_URL: smtpUrl,
  /** Who receives the forms' notifications; default: the brand profile's e-mail. */
  NOTIFY_EMAIL: emailList,
  /** Sender of the notifications, e.g. `Site <noreply@example.com>`; default noreply@<profile's domain>. */
  MAIL_FROM: optionalText,
  OUTBOX_INTERVAL_MS: wholeNumber(100, 3_600_000).default(5_000),
  /** Delivery attempts of one e-mail before it is marked 'failed'. */
  OUTBOX_MAX_ATTEMPTS: wholeNumber(1, 100).default(10),
  /** Spam guard: a form filled faster than this many ms is answered 201 but not kept (docs/decisions/005). */
  SPAM_MIN_FILL_MS: wholeNumber(0, 600_000).default(MIN_FILL_MS),
  /** Proxies whose X-Forwarded-* headers are believed (client address, protocol, host); off by default. */
  TRUST_PROXY: trustProxy,
  /** Requests a minute per client address on /api (health excluded). */
  RATE_LIMIT_API_PER_MIN: perMinute(DEFAULT_RATE_LIMIT.max),
  /** Prometheus metrics at /metrics on this port (never the site's); unset: no metrics. */
  METRICS_PORT: portNumber(1).optional(),
  /** Where the metrics port listens (0.0.0.0 for a scraper on another machine). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Redis (redis://host:port): the rate limits shared by every instance; without it each process counts its own. */
  REDIS_URL: optionalText,
  /** Submissions a minute per client address on each form endpoint. */
  RATE_LIMIT_FORMS_PER_MIN: perMinute(DEFAULT_FORM_RATE_LIMIT.max),
  /** Requests a minute per client address on the follow-up links' space (/api/follow/, /follow/). */
  RATE_LIMIT_FOLLOW_PER_MIN: perMinute(DEFAULT_FOLLOW_RATE_LIMIT.max),
  /** Staff sign-in (and password-reset) attempts per client address in 15 minutes (docs/decisions/017). */
  RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS: perMinute(DEFAULT_STAFF_SIGN_IN_LIMITS.perAddress.max),
  /** Staff sign-in attempts on one account (any address) in 15 minutes. */
  RATE_LIMIT_STAFF_SIGN_IN_PER_ACCOUNT: perMinute(DEFAULT_STAFF_SIGN_IN_LIMITS.perAccount.max),
  /** The request line and headers must arrive within this time (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: timeoutMs(DEFAULT_TIMEOUTS.headersMs),
  /** The whole request, body included, must arrive within this time. */
  REQUEST_TIMEOUT_MS: timeoutMs(DEFAULT_TIMEOUTS.requestMs),
  /** Longest silence while a request is sent (a body that stops coming): 408. */
  BODY_TIMEOUT_MS: timeoutMs(DEFAULT_TIMEOUTS.bodyIdleMs),
  /** How long an idle keep-alive connection stays open. */
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs(DEFAULT_TIMEOUTS.keepAliveMs),
  /** After SIGTERM, how long the server keeps serving (/api/ready 503, answers close their connections) before it stops listening. */
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000).default(DEFAULT_SHUTDOWN.drainMs),
  /** After SIGTERM, the longest wait for requests in progress (a stalled upload too) before their connections are cut. */
  SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000).default(DEFAULT_SHUTDOWN.graceMs),
  /** Render pages' content on the server (docs/decisions/013-server-rendering.md); 'off' leaves it to the browser. */
  SERVER_RENDERING: choice(['on', 'off']).default('on'),
  /** How long a remote's part of a page may take on the server (loading, data, rendering) before the browser renders it. */
  RENDER_BUDGET_MS: wholeNumber(10, 60_000).default(300),
  /** How long the server reuses the manifest of a remote deployed elsewhere before reading it again. */
  REMOTE_MANIFEST_TTL_MS: wholeNumber(0, 3_600_000).default(60_000),
  /** Open connections per client address (trusted proxies excepted); 0: no cap. */
  MAX_CONNECTIONS_PER_CLIENT: wholeNumber(0, 100_000).default(DEFAULT_MAX_CONNECTIONS_PER_CLIENT),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** npm run staff:create-admin without a terminal: the first admin's e-mail, name and password (no default). */
  STAFF_ADMIN_EMAIL: optionalText,
  STAFF_ADMIN_NAME: optionalText,
  STAFF_ADMIN_PASSWORD: optionalText,
  /** Office hours (Mon–Fri 09:00–18:00, Casablanca) a request may wait for a first answer before the inbox marks it overdue. */
  INBOX_FIRST_ANSWER_TARGET_HOURS: wholeNumber(1, 1_000).default(DEFAULT_FIRST_ANSWER_TARGET_HOURS),
  /** Applications and their CVs are deleted this many months after their last change (docs/decisions/019). */
  RETENTION_MONTHS: wholeNumber(1, 240).default(DEFAULT_RETENTION_MONTHS),
  /** The Chromium that prints offers to PDF (docs/decisions/032-pdf-rendering.md); never downloaded. */
  PDF_BROWSER_PATH: z.string().min(1).default(DEFAULT_PDF_BROWSER_PATH),
  /** Offers printed to PDF at once by one process (each a Chromium tab). */
  PDF_CONCURRENCY: wholeNumber(1, 16).default(2),
  /** Test only: seeds one unsanitized article so the browser's sanitizer can be proven. */
  SEED_UNSAFE_FIXTURE: choice(['0', '1', 'true', 'false']).default('0'),
  /** Tests only: the fuzz suite's per-run seed (test/fuzz.test.ts), to replay a run it printed. */
  FUZZ_SEED: wholeNumber(0, 2 ** 31 - 1).optional(),
  /** Browser journeys only: GET /api/test/requests/:reference (routes/inspection). */
  TEST_INSPECTION: choice(['0', '1', 'true', 'false']).default('0'),
});

/** Where a remote is deployed when not served by this API: an absolute manifest URL. */
const remoteUrlSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), optionalUrl])) as Record<
    string,
    typeof optionalUrl
  >,
);

export type Env = z.infer<typeof baseSchema> & {
  /** The remotes deployed elsewhere (REMOTE_URL_<REMOTE>); the others are served by this API. */
  remoteUrls: Partial<Record<RemoteName, string>>;
};

// A URL's user and password are never echoed into a log.
const CREDENTIALS = /\/\/[^/@\s]*@/;

function shown(value: string | undefined): string {
  return JSON.stringify((value ?? '').replace(CREDENTIALS, '//…@'));
}

/**
 * The environment, checked. An empty variable (`METRICS_PORT=` in a compose
 * file) counts as unset; an invalid one stops the start with its name, what it
 * accepts and what it got.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = baseSchema.safeParse(set);
  const remotes = remoteUrlSchema.safeParse(set);
  if (!parsed.success || !remotes.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(remotes.error?.issues ?? [])];
    const problems = issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} must be ${issue.message}; got ${shown(set[name])}`;
    });
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const remoteUrls: Env['remoteUrls'] = {};
  for (const name of REMOTE_NAMES) {
    const url = remotes.data[remoteUrlVariable(name)];
    if (url) remoteUrls[name] = url;
  }
  return { ...parsed.data, remoteUrls };
}
