import path from 'node:path';
import { build } from './app';
import { readEnv } from './env';
import { shutDown } from './shutdown';
import { STAFF_SIGN_IN_WINDOW_MS } from './api/routes/staff/sign-in-limits';
import { databaseOptionsOf } from './api/db/open-database';

const env = readEnv();

const database = databaseOptionsOf(env);

const app = build({
  database,
  serveStatic: env.NODE_ENV === 'production',
  staticRoot: env.STATIC_ROOT ? path.resolve(env.STATIC_ROOT) : undefined,
  logger: { level: env.LOG_LEVEL },
  siteProfile: env.SITE_PROFILE,
  publicOrigin: env.PUBLIC_ORIGIN,
  serverRendering: env.SERVER_RENDERING === 'on',
  renderBudgetMs: env.RENDER_BUDGET_MS,
  remoteManifestTtlMs: env.REMOTE_MANIFEST_TTL_MS,
  seedUnsafeFixture: env.SEED_UNSAFE_FIXTURE === '1' || env.SEED_UNSAFE_FIXTURE === 'true',
  testInspection: env.TEST_INSPECTION === '1' || env.TEST_INSPECTION === 'true',
  spamMinFillMs: env.SPAM_MIN_FILL_MS,
  mail: { smtpUrl: env.SMTP_URL, notifyEmail: env.NOTIFY_EMAIL, from: env.MAIL_FROM },
  outbox: { intervalMs: env.OUTBOX_INTERVAL_MS, retry: { maxAttempts: env.OUTBOX_MAX_ATTEMPTS } },
  retention: { months: env.RETENTION_MONTHS },
  pdf: { executablePath: env.PDF_BROWSER_PATH, concurrency: env.PDF_CONCURRENCY },
  inboxFirstAnswerTargetHours: env.INBOX_FIRST_ANSWER_TARGET_HOURS,
  remotes: env.remoteUrls,
  trustProxy: env.TRUST_PROXY,
  rateLimit: { max: env.RATE_LIMIT_API_PER_MIN, timeWindowMs: 60_000 },
  redis: env.REDIS_URL ? { url: env.REDIS_URL } : undefined,
  metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST },
  formRateLimit: { max: env.RATE_LIMIT_FORMS_PER_MIN, timeWindowMs: 60_000 },
  followRateLimit: { max: env.RATE_LIMIT_FOLLOW_PER_MIN, timeWindowMs: 60_000 },
  staffSignInLimits: {
    perAddress: { max: env.RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS, timeWindowMs: STAFF_SIGN_IN_WINDOW_MS },
    perAccount: { max: env.RATE_LIMIT_STAFF_SIGN_IN_PER_ACCOUNT, timeWindowMs: STAFF_SIGN_IN_WINDOW_MS },
  },
  timeouts: {
    headersMs: env.HEADERS_TIMEOUT_MS,
    requestMs: env.REQUEST_TIMEOUT_MS,
    bodyIdleMs: env.BODY_TIMEOUT_MS,
    keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
  },
  maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT === 0 ? false : env.MAX_CONNECTIONS_PER_CLIENT,
});

// A process manager's stop (SIGTERM) or Ctrl-C: drain, finish what is in progress, close the
// database (PGlite flushes its files), exit 0. A second signal does not wait.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: draining, then closing`);
    shutDown(app, { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  // Each remote's server container loaded and run once before visitors come (docs/decisions/013-server-rendering.md).
  void app.rendering?.warm();
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
