import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyServerOptions,
} from 'fastify';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import { MIN_FILL_MS } from '@freight/shared/core/schemas/form-meta';
import type { DatabaseOptions } from './api/db/database';
import {
  clientErrorHandler,
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  DEFAULT_TIMEOUTS,
  timeoutOptions,
  type ServerTimeouts,
} from './api/http/connection-guard';
import { fastifyTrustProxy, trustedPeer, type TrustProxy } from './api/http/trust-proxy';
import { jsonSerializerCompiler, zodValidatorCompiler } from './api/http/zod';
import { resolveMailSettings, type MailOptions } from './api/mail/mail-settings';
import { DEFAULT_RETENTION_MONTHS } from './api/data-protection/retention';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './api/outbox/sender';
import { REPO_ROOT } from './paths';
import { APPLICATIONS, CONTACT_MESSAGES, OTHER_QUOTE_REQUESTS, QUOTE_REQUESTS } from './api/requests/store-submission';
import { apiCacheHeaders } from './api/plugins/app/api-cache-headers';
import { applicationsPlugin } from './api/plugins/app/applications-plugin';
import { articlesPlugin } from './api/plugins/app/articles-plugin';
import { catalogPlugin } from './api/plugins/app/catalog-plugin';
import { frameworkErrors, installErrorHandlers } from './api/plugins/app/error-handlers';
import { metricsPlugin } from './api/plugins/app/metrics-plugin';
import { lifecyclePlugin } from './api/plugins/app/lifecycle-plugin';
import { jobsPlugin } from './api/plugins/app/jobs-plugin';
import { outboxPlugin } from './api/plugins/app/outbox-plugin';
import { pdfPlugin } from './api/plugins/app/pdf-plugin';
import { DEFAULT_PDF_BROWSER_PATH } from './api/offers/pdf-renderer';
import { submissionsPlugin } from './api/plugins/app/submissions-plugin';
import { responseCachePlugin } from './api/plugins/app/response-cache-plugin';
import { inboxCountsPlugin } from './api/plugins/app/inbox-counts-plugin';
import { retentionPlugin } from './api/plugins/app/retention-plugin';
import { publicationClockPlugin } from './api/plugins/app/publication-clock-plugin';
import { spamGuardPlugin } from './api/plugins/app/spam-guard-plugin';
import { staffAuth } from './api/plugins/app/staff-auth';
import { compressPlugin } from './api/plugins/external/compress';
import { connectionGuardPlugin } from './api/plugins/external/connection-guard-plugin';
import { cookiePlugin } from './api/plugins/external/cookie';
import { crossSiteGuardPlugin } from './api/plugins/external/cross-site-guard-plugin';
import { dbPlugin } from './api/plugins/external/db';
import { helmetPlugin } from './api/plugins/external/helmet';
import { DEFAULT_FORM_RATE_LIMIT, DEFAULT_RATE_LIMIT, rateLimitPlugin } from './api/plugins/external/rate-limit';
import { DEFAULT_FOLLOW_RATE_LIMIT, followSpacePlugin } from './api/plugins/external/follow-space';
import { staticPlugin } from './site/static-files';
import { applicationRoutes } from './api/routes/applications/application-routes';
import { blogRoutes } from './api/routes/blog/blog-routes';
import { categoriesRoutes } from './api/routes/categories/categories-routes';
import { contactRoutes } from './api/routes/contact/contact-routes';
import { DEFAULT_FRESH_LINK_LIMIT, followRoutes } from './api/routes/follow/follow-routes';
import { healthRoutes } from './api/routes/health/health-routes';
import { inspectionRoutes } from './api/routes/inspection/inspection-routes';
import { staffInspectionRoutes } from './api/routes/inspection/staff-inspection-routes';
import { jobsRoutes } from './api/routes/jobs/jobs-routes';
import { partnersRoutes } from './api/routes/partners/partners-routes';
import { quoteRoutes } from './api/routes/quotes/quote-routes';
import { siteRoutes } from './site/site-routes';
import { staffAccountRoutes } from './api/routes/staff/account-routes';
import { staffMediaRoutes } from './api/routes/staff/media-routes';
import { mediaRoutes } from './api/routes/media/media-routes';
import { staffArticleRoutes } from './api/routes/staff/article-routes';
import { staffAuditRoutes } from './api/routes/staff/audit-routes';
import { staffDataSubjectRoutes } from './api/routes/staff/data-subject-routes';
import { staffJobRoutes } from './api/routes/staff/job-routes';
import { staffPasswordRoutes } from './api/routes/staff/password-routes';
import { DEFAULT_FIRST_ANSWER_TARGET_HOURS } from './api/requests/first-answer';
import { staffRequestFileRoutes } from './api/routes/staff/request-file-routes';
import { staffReplyRoutes } from './api/routes/staff/reply-routes';
import { staffReplyTemplateRoutes } from './api/routes/staff/reply-template-routes';
import { staffRequestRoutes } from './api/routes/staff/request-routes';
import { staffOfferRoutes } from './api/routes/staff/offer-routes';
import { staffViewRoutes } from './api/routes/staff/view-routes';
import { staffSessionRoutes } from './api/routes/staff/session-routes';
import { DEFAULT_STAFF_SIGN_IN_LIMITS, type StaffSignInLimits } from './api/routes/staff/sign-in-limits';
import { remoteOrigins, resolveRemoteUrls, type RemoteUrls } from './site/remotes';
import { createSitePages } from './site/site-pages';
import { redactingLogger } from './api/http/redact-secrets';
import { createPageCatalogs } from './site/page-catalog';
import { createRemoteManifests } from './site/remote-manifests';
import { createServerRendering } from './site/server-rendering';
import { findSiteShell, isPageAddress } from './site/site-shell';
import { START_AFTER_PAINT_CSP_SOURCE } from './site/start-after-paint';
import { TAP_KEEPER_CSP_SOURCE } from './site/tap-keeper';

export interface BuildOptions {
  database: DatabaseOptions;
  /** Serve the built shell and remotes from <staticRoot>/<app>/dist (production). Default false. */
  serveStatic?: boolean;
  /** Folder holding shell/dist and mfe-* /dist. Default: the repository root. */
  staticRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** mf-manifest.json URL of remotes deployed elsewhere; others are served under /remotes/. */
  remotes?: Partial<RemoteUrls>;
  /** Brand written into index.html. Default 'freight'. */
  siteProfile?: ProfileName;
  /** Origin of the site's absolute URLs (canonical, hreflang, og:url, sitemap). Default: each request's own. */
  publicOrigin?: string;
  /** Render pages' content on the server (with serveStatic and a built shell). Default true. */
  serverRendering?: boolean;
  /** How long a remote's part of a page may take on the server before the browser renders it. Default 300 ms. */
  renderBudgetMs?: number;
  /** How long the server reuses a distant remote's manifest for server rendering. Default 60 s. */
  remoteManifestTtlMs?: number;
  /** Test only: seed the unsanitized 'XSS fixture' article. */
  seedUnsafeFixture?: boolean;
  /** Test only: GET /api/test/requests/:reference shows what a submission stored (browser journeys). */
  testInspection?: boolean;
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host are believed (rate limits,
   * stored client address, HSTS, own host). Default false: the peer is the client.
   */
  trustProxy?: TrustProxy;
  /** Limits on receiving a request and on idle connections; defaults DEFAULT_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** Open connections per client address (trusted proxies excepted). Default 100; false: no cap. */
  maxConnectionsPerClient?: number | false;
  /** Per-address limit of /api requests. Default 600 a minute; false disables it (form limits stay). */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Per-address limit of each form endpoint. Default 10 a minute; false leaves only the general limit. */
  formRateLimit?: { max: number; timeWindowMs: number } | false;
  /** Per-address limit of the follow-up space (/api/follow/, /follow/). Default 30 a minute; false: none of its own. */
  followRateLimit?: { max: number; timeWindowMs: number } | false;
  /** "E-mail me a fresh link" asks per typed address and per reference. Default 5 an hour. */
  freshLinkLimit?: { max: number; timeWindowMs: number };
  /** Spam guard: a form filled faster than this (ms) is answered but not kept. Default MIN_FILL_MS (3 s); 0 turns the fill time check off. */
  spamMinFillMs?: number;
  /** E-mail notifications of form submissions; defaults from the brand profile. */
  mail?: MailOptions;
  /**
   * The outbox sender: every `intervalMs` (default 5 s) and right after each
   * submission. `autoSend: false` leaves messages pending until `app.outbox.runOnce()`.
   */
  outbox?: { intervalMs?: number; autoSend?: boolean; retry?: Partial<RetryPolicy> };
  /** Sign-in and password-reset attempts per address and per account; defaults DEFAULT_STAFF_SIGN_IN_LIMITS. */
  staffSignInLimits?: Partial<StaffSignInLimits>;
  /** METRICS_PORT / METRICS_HOST: Prometheus metrics on a port of their own; off without a port. */
  metrics?: { port?: number; host?: string };
  /** REDIS_URL: the rate limits' counts shared by every instance; `namespace` keeps tests apart. */
  redis?: { url: string; namespace?: string };
  /** Rows a query of the inbox's CSV export reads; default EXPORT_BATCH_SIZE (500). */
  inboxExportBatchSize?: number;
  /** INBOX_FIRST_ANSWER_TARGET_HOURS: office hours before an unanswered request is overdue; default 4 (docs/decisions/029). */
  inboxFirstAnswerTargetHours?: number;
  /** PDF_BROWSER_PATH, PDF_CONCURRENCY: the Chromium printing offers; default /usr/bin/chromium, 2 at once. */
  pdf?: { executablePath?: string; concurrency?: number };
  /**
   * Applications are deleted `months` (default 24) after their last change, by a sweep at
   * start and every `intervalMs` (a day); `autoSweep: false` leaves it to `app.retention.sweep(now)`.
   */
  retention?: { months?: number; autoSweep?: boolean; intervalMs?: number };
  /** How often the inbox's kept counts are folded (docs/decisions/036); default 5 minutes, 0: never. */
  inboxCountsCompactMs?: number;
}

export const DEFAULT_INBOX_COUNTS_COMPACT_MS = 5 * 60_000;

export const DEFAULT_OUTBOX_INTERVAL_MS = 5_000;

/** A plugin and its options, type-checked together; registered in list order. */
type Registration = (app: FastifyInstance) => void;

function registration<O extends object>(
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  options: O,
): Registration {
  return (app) => {
    app.register(plugin, options);
  };
}

/** A configured server, not yet listening: call ready() (tests, inject) or listen(). */
export function build(options: BuildOptions): FastifyInstance {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    // Every line goes through the one secret-redacting rule (api/http/redact-secrets.ts).
    logger: redactingLogger(options.logger ?? false),
    // Fastify's 10 s default is shorter than a first PGlite start (initdb,
    // migrations, seed) on a slow or busy machine.
    pluginTimeout: 120_000,
    // An id of any length reaches its route, which answers 404 when it names nothing
    // (server/README.md); Node's 16 KB header limit bounds the URL.
    routerOptions: { maxParamLength: 16_384 },
    trustProxy: fastifyTrustProxy(trustProxy),
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    // Node's and Fastify's own refusals, in the API's error shape.
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);

  const staticRoot = options.staticRoot ?? REPO_ROOT;
  const serveStatic = options.serveStatic ?? false;
  const remotes = resolveRemoteUrls(options.remotes);
  const siteProfile = options.siteProfile ?? 'freight';
  // One copy of each remote's manifest for the preload hints and the server containers.
  const manifests = createRemoteManifests({ ttlMs: options.remoteManifestTtlMs });
  const shell = serveStatic ? findSiteShell(staticRoot, siteProfile, remotes, manifests) : null;
  // docs/decisions/013-server-rendering.md: the page's content rendered here, with each remote's server container.
  const rendering =
    shell && options.serverRendering !== false
      ? createServerRendering({
          app,
          staticRoot,
          profile: siteProfile,
          remotes,
          budgetMs: options.renderBudgetMs,
          manifests,
        })
      : undefined;
  if (rendering) app.decorate('rendering', rendering);
  const pages = shell
    ? createSitePages({
        shell,
        rendering,
        staticRoot,
        profile: siteProfile,
        remotes,
        publicOrigin: options.publicOrigin,
        manifests,
        catalogs: createPageCatalogs({ staticRoot, remotes, manifests, log: app.log }),
      })
    : null;
  const formRateLimit = options.formRateLimit ?? DEFAULT_FORM_RATE_LIMIT;
  const signInLimits = { ...DEFAULT_STAFF_SIGN_IN_LIMITS, ...options.staffSignInLimits };
  const firstAnswerTargetHours = options.inboxFirstAnswerTargetHours ?? DEFAULT_FIRST_ANSWER_TARGET_HOURS;
  const mail = resolveMailSettings(options.mail ?? {}, siteProfile);
  // The company's e-mail, phones and hours end the visitors' acknowledgements.
  const company = getProfile(siteProfile);

  // Registered external, then app, then routes: each layer builds on the one before.
  // External: the server's guards and the third-party plugins.
  const external: Registration[] = [
    registration(connectionGuardPlugin, {
      maxPerClient: options.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
      isTrustedPeer: trustedPeer(trustProxy),
    }),
    registration(dbPlugin, {
      database: options.database,
      seedUnsafeFixture: options.seedUnsafeFixture ?? false,
      profile: siteProfile,
    }),
    registration(helmetPlugin, {
      remoteOrigins: remoteOrigins(remotes),
      inlineScripts: [TAP_KEEPER_CSP_SOURCE, START_AFTER_PAINT_CSP_SOURCE],
    }),
    registration(compressPlugin, {}),
    registration(crossSiteGuardPlugin, {}),
    registration(rateLimitPlugin, {
      limit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
      // The staff sign-in has its own limits, whatever the forms' are.
      routeLimits: true,
      redis: options.redis,
    }),
    registration(followSpacePlugin, { limit: options.followRateLimit ?? DEFAULT_FOLLOW_RATE_LIMIT }),
    registration(cookiePlugin, {}),
    registration(staticPlugin, { serveStatic, staticRoot, shell }),
  ];
  // App: what the routes use, decorated on the instance.
  const appPlugins: Registration[] = [
    registration(lifecyclePlugin, {}),
    registration(articlesPlugin, {}),
    registration(jobsPlugin, {}),
    registration(catalogPlugin, {}),
    registration(responseCachePlugin, {}),
    registration(publicationClockPlugin, {}),
    registration(metricsPlugin, options.metrics ?? {}),
    registration(submissionsPlugin, {
      notifyTo: mail.notifyEmail,
      profile: company,
      publicOrigin: options.publicOrigin,
    }),
    registration(applicationsPlugin, {
      notifyTo: mail.notifyEmail,
      profile: company,
      publicOrigin: options.publicOrigin,
    }),
    registration(outboxPlugin, {
      smtpUrl: mail.smtpUrl,
      from: mail.from,
      intervalMs: options.outbox?.intervalMs ?? DEFAULT_OUTBOX_INTERVAL_MS,
      retry: { ...DEFAULT_RETRY_POLICY, ...options.outbox?.retry },
      autoSend: options.outbox?.autoSend ?? true,
    }),
    registration(retentionPlugin, {
      months: options.retention?.months ?? DEFAULT_RETENTION_MONTHS,
      autoSweep: options.retention?.autoSweep ?? true,
      intervalMs: options.retention?.intervalMs,
    }),
    registration(inboxCountsPlugin, {
      compactIntervalMs: options.inboxCountsCompactMs ?? DEFAULT_INBOX_COUNTS_COMPACT_MS,
    }),
    registration(spamGuardPlugin, { minFillMs: options.spamMinFillMs ?? MIN_FILL_MS }),
    registration(pdfPlugin, {
      executablePath: options.pdf?.executablePath ?? DEFAULT_PDF_BROWSER_PATH,
      concurrency: options.pdf?.concurrency,
    }),
    registration(apiCacheHeaders, {}),
    registration(staffAuth, {}),
  ];
  // Routes: the JSON API, then the site's pages.
  const routes: Registration[] = [
    registration(healthRoutes, {}),
    registration(blogRoutes, {}),
    registration(jobsRoutes, {}),
    registration(categoriesRoutes, {}),
    registration(partnersRoutes, {}),
    registration(quoteRoutes, { rateLimit: formRateLimit }),
    registration(contactRoutes, { rateLimit: formRateLimit }),
    registration(applicationRoutes, { rateLimit: formRateLimit }),
    registration(followRoutes, {
      notifyTo: mail.notifyEmail,
      profile: company,
      publicOrigin: options.publicOrigin,
      freshLinkLimit: options.freshLinkLimit ?? DEFAULT_FRESH_LINK_LIMIT,
    }),
    registration(staffSessionRoutes, { signInLimits }),
    registration(staffPasswordRoutes, { signInLimits, publicOrigin: options.publicOrigin }),
    registration(staffAccountRoutes, { publicOrigin: options.publicOrigin }),
    registration(staffAuditRoutes, {}),
    registration(staffRequestRoutes, { profile: company, firstAnswerTargetHours, publicOrigin: options.publicOrigin }),
    registration(staffReplyRoutes, { profile: company, firstAnswerTargetHours, publicOrigin: options.publicOrigin }),
    registration(staffReplyTemplateRoutes, {}),
    registration(staffOfferRoutes, { profile: company, publicOrigin: options.publicOrigin }),
    registration(staffViewRoutes, { firstAnswerTargetHours }),
    registration(staffRequestFileRoutes, { exportBatchSize: options.inboxExportBatchSize, firstAnswerTargetHours }),
    registration(staffJobRoutes, {}),
    registration(staffArticleRoutes, {}),
    registration(staffMediaRoutes, {}),
    registration(mediaRoutes, {}),
    registration(staffDataSubjectRoutes, {}),
    ...(options.testInspection
      ? [
          registration(inspectionRoutes, {
            tables: [QUOTE_REQUESTS, OTHER_QUOTE_REQUESTS, CONTACT_MESSAGES, APPLICATIONS],
          }),
          registration(staffInspectionRoutes, {}),
        ]
      : []),
    registration(siteRoutes, { remotes, pages }),
  ];

  for (const register of external) register(app);
  for (const register of appPlugins) register(app);
  installErrorHandlers(app, pages && { serves: isPageAddress, send: (request, reply) => pages.send(request, reply) });
  for (const register of routes) register(app);
  return app;
}
