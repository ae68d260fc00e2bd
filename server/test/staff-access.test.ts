import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@freight/shared/core/schemas/staff';
import type { StaffAccess } from '../src/api/plugins/app/staff-auth';
import { isoTimestamp } from '../src/api/db/pagination';
import { createStaffArticlesStore } from '../src/api/articles/articles-store';
import { recordVersion } from '../src/api/content/content-versions';
import { createStaffJobsStore } from '../src/api/jobs/jobs-store';
import { createResetsStore } from '../src/api/staff/resets';
import { freightProfile } from '@freight/shared/core/profiles/freight';
import { draftInput } from '../src/api/offers/offer-schemas';
import { createDraft, offerDocument, offerOf, sendVersion } from '../src/api/offers/offers-store';
import { submitEachKind, submitQuote } from './support/inbox-fixtures';
import { createStaffAccount, STAFF_PASSWORD } from './support/staff';
import { articleBody, jobBody } from './support/staff-content';
import { PNG, storeMedia, uploadBody } from './support/media-fixtures';
import { drivers, startApp } from './support/test-app';

// Every staff route, as the app itself lists them, called by each role and
// without a session: exactly the intended callers get a 2xx, the others 401
// (no session) or 403 (role). A new route fails here until it is in POLICY.

type Caller = StaffRole | 'nobody';
const CALLERS: readonly Caller[] = ['nobody', ...STAFF_ROLES];

/** Who may call each staff route (docs/decisions/017-staff-authentication.md, the role table). */
const POLICY: Record<string, StaffAccess> = {
  'POST /api/staff/session': 'public',
  // The session probe: anyone may ask whether they are signed in (200 without an account otherwise).
  'GET /api/staff/session': 'public',
  'HEAD /api/staff/session': 'public',
  'DELETE /api/staff/session': 'signed-in',
  'POST /api/staff/password': 'signed-in',
  'POST /api/staff/password-reset': 'public',
  // What a password being typed would be told; it changes nothing, and a reset link's page has no session.
  'POST /api/staff/password-verdict': 'public',
  // "Forgot my password": asked for before anyone can sign in.
  'POST /api/staff/password-forgotten': 'public',
  'GET /api/staff/accounts': ['admin'],
  'HEAD /api/staff/accounts': ['admin'],
  'POST /api/staff/accounts': ['admin'],
  'PATCH /api/staff/accounts/:id': ['admin'],
  'POST /api/staff/accounts/:id/reset-link': ['admin'],
  'GET /api/staff/audit': ['admin'],
  'HEAD /api/staff/audit': ['admin'],
  // The inbox: sales see quotes, other quotes and contact messages, recruiters applications.
  'GET /api/staff/requests': ['sales', 'recruiter'],
  'HEAD /api/staff/requests': ['sales', 'recruiter'],
  'GET /api/staff/requests.csv': ['sales', 'recruiter'],
  'HEAD /api/staff/requests.csv': ['sales', 'recruiter'],
  'GET /api/staff/requests/:reference': ['sales', 'recruiter'],
  'HEAD /api/staff/requests/:reference': ['sales', 'recruiter'],
  'PATCH /api/staff/requests/:reference': ['sales', 'recruiter'],
  'POST /api/staff/requests/:reference/notes': ['sales', 'recruiter'],
  'POST /api/staff/requests/:reference/replies': ['sales', 'recruiter'],
  'POST /api/staff/requests/:reference/follow-link': ['sales', 'recruiter'],
  'GET /api/staff/requests/:reference/cv': ['recruiter'],
  // Reply templates and the files of replies (docs/decisions/034): whoever answers requests.
  'GET /api/staff/reply-templates': ['sales', 'recruiter'],
  'HEAD /api/staff/reply-templates': ['sales', 'recruiter'],
  'POST /api/staff/reply-templates': ['sales', 'recruiter'],
  'PUT /api/staff/reply-templates/:id': ['sales', 'recruiter'],
  'DELETE /api/staff/reply-templates/:id': ['sales', 'recruiter'],
  'GET /api/staff/requests/:reference/attachments/:id': ['sales', 'recruiter'],
  'HEAD /api/staff/requests/:reference/attachments/:id': ['sales', 'recruiter'],
  // Views, unread counts, the live list's poll and bulk actions (docs/decisions/033).
  'GET /api/staff/views': ['sales', 'recruiter'],
  'HEAD /api/staff/views': ['sales', 'recruiter'],
  'POST /api/staff/views': ['sales', 'recruiter'],
  'PATCH /api/staff/views/:id': ['sales', 'recruiter'],
  'DELETE /api/staff/views/:id': ['sales', 'recruiter'],
  'GET /api/staff/requests-latest': ['sales', 'recruiter'],
  'HEAD /api/staff/requests-latest': ['sales', 'recruiter'],
  'POST /api/staff/requests/bulk': ['sales', 'recruiter'],
  'GET /api/staff/assignees': ['sales', 'recruiter'],
  'HEAD /api/staff/assignees': ['sales', 'recruiter'],
  'HEAD /api/staff/requests/:reference/cv': ['recruiter'],
  // Content: recruiters edit job offers, editors articles.
  'GET /api/staff/jobs': ['recruiter'],
  'HEAD /api/staff/jobs': ['recruiter'],
  'POST /api/staff/jobs': ['recruiter'],
  'GET /api/staff/jobs/:id': ['recruiter'],
  'HEAD /api/staff/jobs/:id': ['recruiter'],
  'PUT /api/staff/jobs/:id': ['recruiter'],
  'POST /api/staff/jobs/:id/publish': ['recruiter'],
  'POST /api/staff/jobs/:id/unpublish': ['recruiter'],
  'GET /api/staff/jobs/:id/versions': ['recruiter'],
  'HEAD /api/staff/jobs/:id/versions': ['recruiter'],
  'GET /api/staff/jobs/:id/versions/:number': ['recruiter'],
  'HEAD /api/staff/jobs/:id/versions/:number': ['recruiter'],
  'POST /api/staff/jobs/:id/versions/:number/restore': ['recruiter'],
  'GET /api/staff/articles': ['editor'],
  'HEAD /api/staff/articles': ['editor'],
  'POST /api/staff/articles': ['editor'],
  'GET /api/staff/articles/:id': ['editor'],
  'HEAD /api/staff/articles/:id': ['editor'],
  'PUT /api/staff/articles/:id': ['editor'],
  'POST /api/staff/articles/:id/publish': ['editor'],
  'POST /api/staff/articles/:id/unpublish': ['editor'],
  'GET /api/staff/articles/:id/versions': ['editor'],
  'HEAD /api/staff/articles/:id/versions': ['editor'],
  'GET /api/staff/articles/:id/versions/:number': ['editor'],
  'HEAD /api/staff/articles/:id/versions/:number': ['editor'],
  'POST /api/staff/articles/:id/versions/:number/restore': ['editor'],
  'GET /api/staff/article-images': ['editor'],
  'HEAD /api/staff/article-images': ['editor'],
  // The media library (docs/decisions/035, "Media"): whoever edits articles.
  'GET /api/staff/media': ['editor'],
  'HEAD /api/staff/media': ['editor'],
  'POST /api/staff/media': ['editor'],
  'GET /api/staff/media/:id': ['editor'],
  'HEAD /api/staff/media/:id': ['editor'],
  'PUT /api/staff/media/:id': ['editor'],
  'DELETE /api/staff/media/:id': ['editor'],
  // Offers: sales (and admins) compose, send, revise and withdraw them.
  'GET /api/staff/requests/:reference/offers': ['sales'],
  'HEAD /api/staff/requests/:reference/offers': ['sales'],
  'POST /api/staff/requests/:reference/offers': ['sales'],
  'PUT /api/staff/requests/:reference/offers/:version': ['sales'],
  'GET /api/staff/requests/:reference/offers/:version/preview': ['sales'],
  'HEAD /api/staff/requests/:reference/offers/:version/preview': ['sales'],
  'POST /api/staff/requests/:reference/offers/:version/send': ['sales'],
  'POST /api/staff/requests/:reference/offers/:version/revision': ['sales'],
  'POST /api/staff/requests/:reference/offers/:version/withdraw': ['sales'],
  'GET /api/staff/requests/:reference/offers/:version/pdf': ['sales'],
  'HEAD /api/staff/requests/:reference/offers/:version/pdf': ['sales'],
  'GET /api/staff/offers/summary': ['sales'],
  'HEAD /api/staff/offers/summary': ['sales'],
  // Data protection: admins only.
  'GET /api/staff/data-subjects/export': ['admin'],
  'HEAD /api/staff/data-subjects/export': ['admin'],
  'POST /api/staff/data-subjects/erase': ['admin'],
};

function allowed(access: StaffAccess, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'nobody') return false;
  return access === 'signed-in' || caller === 'admin' || access.includes(caller);
}

/** An offer draft as the back office's form posts it. */
const offerBody = () => ({
  currency: 'MAD' as const,
  vatRate: 20,
  transitTime: '2 jours',
  pickupWindow: '8-14',
  conditions: '',
  lines: [{ label: 'Camion complet', quantity: 1, unit: 'camion', unitPrice: 9500 }],
});

/** A reply template as the back office's form posts it. */
const templateBody = () => ({
  name: 'Devis envoyé',
  language: 'fr' as const,
  subject: 'Votre devis {reference}',
  body: 'Bonjour {name},\n\nvoici notre offre pour {route}.\n\n{staff_name}',
  shared: false,
});

let unique = 0;
function freshEmail(): string {
  unique += 1;
  return `walk.${unique}.${Date.now()}@boughaz-freight.example`;
}

describe.each(drivers)('who may call each staff route, on %s', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const routes: string[] = [];

  beforeAll(async () => {
    ({ app, close } = await startApp(
      driver,
      {
        rateLimit: { max: 100_000, timeWindowMs: 60_000 },
        formRateLimit: false,
        staffSignInLimits: { perAddress: false, perAccount: false },
        outbox: { autoSend: false },
      },
      (instance) => {
        instance.addHook('onRoute', (route) => {
          if (!route.url.startsWith('/api/staff')) return;
          for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
        });
      },
    ));
  });
  afterAll(async () => {
    await close();
  });

  /** A fresh request the caller's role works on (recruiters: an application with its CV; others: a quote). */
  async function inboxRequest(caller: Caller) {
    const reference = caller === 'recruiter' ? (await submitEachKind(app)).application : await submitQuote(app);
    const updatedAt = await app.db.query<{ at: string }>(
      `SELECT ${isoTimestamp('updated_at')} AS at FROM staff_requests WHERE reference = $1`,
      [reference],
    );
    return { reference, updated_at: updatedAt.rows[0]?.at };
  }

  /** A valid request for the route, on fresh data, sent with `headers` (the caller's session). */
  async function requestFor(route: string, headers: Record<string, string>, caller: Caller): Promise<InjectOptions> {
    const [method, url = ''] = route.split(' ') as [InjectOptions['method'], string];
    const target = async () => createStaffAccount(app, { role: 'editor', email: freshEmail() });
    if (url.includes('/offers')) return offerRequestFor(method, url, headers);
    if (url.includes(':reference')) {
      const { reference, updated_at } = await inboxRequest(
        caller === 'recruiter' || url.endsWith('/cv') ? 'recruiter' : 'sales',
      );
      const target = url.replace(':reference', reference);
      if (url.endsWith('/attachments/:id')) {
        // A file of a reply to this request, stored as a reply stores it.
        const { rows } = await app.db.query<{ id: number }>(
          `WITH event AS (INSERT INTO request_events (reference, type) VALUES ($1, 'reply') RETURNING id)
           INSERT INTO reply_attachments (event_id, reference, file_name, content_type, size, sha256, content)
           SELECT id, $1, 'offer.pdf', 'application/pdf', 9, 'x', convert_to('%PDF-1.4\n', 'UTF8') FROM event
           RETURNING id::int AS id`,
          [reference],
        );
        return { method, url: target.replace(':id', String(rows[0]?.id)), headers };
      }
      if (url.endsWith('/notes')) return { method, url: target, headers, payload: { text: 'A note' } };
      if (url.endsWith('/replies')) return { method, url: target, headers, payload: { text: 'Thanks', updated_at } };
      if (method === 'PATCH') return { method, url: target, headers, payload: { status: 'in_progress', updated_at } };
      return { method, url: target, headers };
    }
    switch (route) {
      case 'POST /api/staff/session': {
        const account = await target();
        return { method, url, headers, payload: { email: account.email, password: STAFF_PASSWORD } };
      }
      case 'POST /api/staff/password':
        return {
          method,
          url,
          headers,
          payload: { currentPassword: STAFF_PASSWORD, newPassword: `new passphrase ${unique}` },
        };
      case 'POST /api/staff/password-reset': {
        const token = await createResetsStore(app.db).issue((await target()).id, null);
        return { method, url, headers, payload: { token, newPassword: 'a long enough new passphrase' } };
      }
      case 'POST /api/staff/password-forgotten':
        return { method, url, headers, payload: { email: (await target()).email } };
      case 'POST /api/staff/password-verdict':
        return { method, url, headers, payload: { password: 'a long enough new passphrase' } };
      case 'POST /api/staff/accounts':
        return { method, url, headers, payload: { email: freshEmail(), name: 'New Member', role: 'sales' } };
      case 'PATCH /api/staff/accounts/:id': {
        const account = await target();
        return {
          method,
          url: url.replace(':id', String(account.id)),
          headers,
          payload: { name: 'Renamed', updated_at: account.updated_at },
        };
      }
      case 'POST /api/staff/accounts/:id/reset-link':
        return { method, url: url.replace(':id', String((await target()).id)), headers };
      case 'POST /api/staff/views':
        return { method, url, headers, payload: { name: `View ${freshEmail()}`, filters: { assignee: 'me' } } };
      case 'PATCH /api/staff/views/:id':
      case 'DELETE /api/staff/views/:id': {
        // The caller's own view: another person's is not found (404), which says nothing of roles.
        const owner = caller === 'nobody' ? (await target()).id : (accountOf.get(caller) ?? (await target()).id);
        const { rows } = await app.db.query<{ id: number }>(
          'INSERT INTO staff_views (account_id, name) VALUES ($1, $2) RETURNING id::int AS id',
          [owner, `View ${freshEmail()}`],
        );
        const viewUrl = url.replace(':id', String(rows[0]?.id));
        return method === 'PATCH'
          ? { method, url: viewUrl, headers, payload: { name: `Renamed ${freshEmail()}` } }
          : { method, url: viewUrl, headers };
      }
      case 'POST /api/staff/reply-templates':
        return { method, url, headers, payload: templateBody() };
      case 'PUT /api/staff/reply-templates/:id':
      case 'DELETE /api/staff/reply-templates/:id': {
        // The caller's own template: another person's private one is not found (404), which says nothing of roles.
        const owner = caller === 'nobody' ? (await target()).id : (accountOf.get(caller) ?? (await target()).id);
        const { rows } = await app.db.query<{ id: number }>(
          `INSERT INTO reply_templates (owner_id, language, name, body) VALUES ($1, 'fr', 'Merci', 'Merci {name}')
           RETURNING id::int AS id`,
          [owner],
        );
        const templateUrl = url.replace(':id', String(rows[0]?.id));
        return method === 'PUT'
          ? { method, url: templateUrl, headers, payload: templateBody() }
          : { method, url: templateUrl, headers };
      }
      case 'POST /api/staff/requests/bulk': {
        const { reference, updated_at } = await inboxRequest(caller === 'recruiter' ? 'recruiter' : 'sales');
        return { method, url, headers, payload: { requests: [{ reference, updated_at }], status: 'in_progress' } };
      }
      case 'POST /api/staff/jobs':
        return { method, url, headers, payload: jobBody() };
      case 'POST /api/staff/articles':
        return { method, url, headers, payload: articleBody() };
      case 'POST /api/staff/media': {
        const upload = await uploadBody({ content: PNG, name: 'camion.png' });
        return { method, url, payload: upload.payload, headers: { ...headers, ...upload.headers } };
      }
      case 'GET /api/staff/media/:id':
      case 'HEAD /api/staff/media/:id':
      case 'PUT /api/staff/media/:id':
      case 'DELETE /api/staff/media/:id': {
        // A fresh picture that no article shows, so that its deletion is allowed.
        const id = await storeMedia(app, accountOf.get('admin') ?? (await target()).id);
        const { rows } = await app.db.query<{ at: string }>(
          `SELECT ${isoTimestamp('updated_at')} AS at FROM media WHERE id = $1`,
          [id],
        );
        const mediaUrl = url.replace(':id', String(id));
        return method === 'PUT'
          ? { method, url: mediaUrl, headers, payload: { alt: { fr: 'Un camion' }, updated_at: rows[0]?.at } }
          : { method, url: mediaUrl, headers };
      }
      case 'POST /api/staff/data-subjects/erase':
        return { method, url, headers, payload: { email: 'someone@example.ma', confirm: 'someone@example.ma' } };
      case 'GET /api/staff/data-subjects/export':
      case 'HEAD /api/staff/data-subjects/export':
        return { method, url: `${url}?email=someone@example.ma`, headers };
      default: {
        // A fresh draft for the routes of one offer or article.
        const content = /^\/api\/staff\/(jobs|articles)\/:id/.exec(url)?.[1];
        if (!content) return { method, url, headers };
        const by = accountOf.get('admin') ?? (await target()).id;
        const record =
          content === 'jobs'
            ? await createStaffJobsStore(app.db, app.jobs.today).create(jobBody(`Offre ${freshEmail()}`), by)
            : await createStaffArticlesStore(app.db).create(articleBody(`Article ${freshEmail()}`), by);
        const body = method === 'PUT' ? (content === 'jobs' ? jobBody() : articleBody()) : {};
        // The version routes' record has a first version to read or restore.
        if (url.includes(':number'))
          await recordVersion(app.db, {
            kind: content === 'jobs' ? 'job' : 'article',
            recordId: record.id,
            content: content === 'jobs' ? jobBody() : articleBody(),
            by,
          });
        return {
          method,
          url: url.replace(':id', String(record.id)).replace(':number', '1'),
          headers,
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { ...body, updated_at: record.updated_at } }),
        };
      }
    }
  }

  let offerAuthor: number | undefined;
  /** A fresh quote whose offer is in the state the route needs: none, a draft, or a sent version. */
  async function offerRequestFor(method: InjectOptions['method'], url: string, headers: Record<string, string>) {
    if (!url.includes(':reference')) return { method, url, headers };
    const reference = await submitQuote(app);
    offerAuthor ??= (await createStaffAccount(app, { role: 'sales', email: freshEmail() })).id;
    const actor = { kind: 'quote' as const, reference, actorId: offerAuthor };
    const forVersion = url.replace(':reference', reference).replace(':version', '1');
    if (method === 'POST' && url.endsWith('/offers')) return { method, url: forVersion, headers, payload: offerBody() };
    if (url.endsWith('/offers')) return { method, url: forVersion, headers };
    await createDraft(app.db, actor, draftInput(offerBody()));
    const draft = (await offerOf(app.db, reference))?.versions[0];
    const readAt = draft?.updatedAt ?? '';
    if (url.endsWith('/send')) return { method, url: forVersion, headers, payload: { updated_at: readAt } };
    if (method === 'PUT') return { method, url: forVersion, headers, payload: { ...offerBody(), updated_at: readAt } };
    if (url.endsWith('/preview')) return { method, url: forVersion, headers };
    // The others need a sent version: its PDF is any bytes here (printing is tested in offers.test.ts).
    const found = await offerDocument(app.db, reference, 1);
    if (!found) throw new Error('no offer draft');
    await sendVersion(
      app.db,
      { ...actor, version: 1, readAt },
      {
        document: found.document,
        pdf: Buffer.from('%PDF-1.4 walk'),
        origin: 'http://localhost',
        profile: freightProfile,
      },
    );
    if (url.endsWith('/withdraw')) return { method, url: forVersion, headers, payload: { reason: 'Walk' } };
    return { method, url: forVersion, headers };
  }

  // A fresh session each call, of one account a role (hashing a password per call made the walk
  // slow); a fresh account where the route changes the caller's own password.
  const accountOf = new Map<Caller, number>();
  /** The cookie and CSRF token of a new session of the role. */
  async function sessionHeaders(caller: Caller, route = ''): Promise<Record<string, string>> {
    if (caller === 'nobody') return {};
    let id = route === 'POST /api/staff/password' ? undefined : accountOf.get(caller);
    if (id === undefined) {
      id = (await createStaffAccount(app, { role: caller, email: freshEmail() })).id;
      if (route !== 'POST /api/staff/password') accountOf.set(caller, id);
    }
    const session = await app.staffSessions.open(id);
    return { cookie: `staff=${session.secret}`, 'x-csrf-token': session.csrfToken };
  }

  test('the app lists exactly the staff routes of the policy', () => {
    expect([...routes].sort()).toEqual(Object.keys(POLICY).sort());
  });

  test('each route answers 2xx exactly to the callers allowed, 401 without a session, 403 to other roles', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of [...routes].sort()) {
      const access = POLICY[route];
      if (access === undefined) continue;
      for (const caller of CALLERS) {
        const response = await app.inject(await requestFor(route, await sessionHeaders(caller, route), caller));
        const status = response.statusCode;
        outcomes.push(`${route} by ${caller}: ${status >= 200 && status < 300 ? '2xx' : status}`);
        expected.push(`${route} by ${caller}: ${allowed(access, caller) ? '2xx' : caller === 'nobody' ? 401 : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // Some 250 requests, each with a session of its own: minutes on a busy machine.
  }, 240_000);

  test('every state-changing route refuses a session without its CSRF token', async () => {
    const refused: string[] = [];
    const changing = routes.filter((route) => !/^(GET|HEAD) /.test(route) && POLICY[route] !== 'public');
    expect(changing.length).toBeGreaterThan(5);
    for (const route of changing.sort()) {
      const { 'x-csrf-token': _token, ...withoutToken } = await sessionHeaders('admin', route);
      const response = await app.inject(await requestFor(route, withoutToken, 'admin'));
      refused.push(`${route}: ${response.statusCode} ${response.json().code}`);
    }
    expect(refused).toEqual(changing.sort().map((route) => `${route}: 403 CSRF_TOKEN_INVALID`));
  });
});
