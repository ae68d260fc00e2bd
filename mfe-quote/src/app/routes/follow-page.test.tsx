import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { FollowView } from '@freight/shared/core/schemas/follow';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { BUNDLES, renderRoutes } from '../../test/render-routes';

// The visitor's follow-up page (docs/decisions/030-follow-up-page.md) against a mock API: what it
// shows, writing back (once per text, whatever the retries), a dead link's fresh-link form.

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

const QUOTE: FollowView = {
  kind: 'quote',
  reference: 'Q-2026-00017',
  language: 'ar',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'new',
  timeline: [{ step: 'received', at: '2026-11-20T09:30:00.000Z' }],
  sent: { client: { fullName: 'سارة <b>العلمي</b>', email: 'sara@example.com' }, cotation: { type: 'full-load' } },
  messages: [{ from: 'company', at: '2026-11-21T10:00:00.000Z', body: 'مرحبا <script>alert(1)</script>' }],
};

const APPLICATION: FollowView = {
  kind: 'application',
  reference: 'A-2026-00003',
  language: 'fr',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'in_progress',
  timeline: [
    { step: 'received', at: '2026-11-20T09:30:00.000Z' },
    { step: 'in_progress', at: '2026-11-22T08:00:00.000Z' },
  ],
  sent: { fullName: 'Zoë Lefèvre', email: 'zoe@example.com', cv: { file_name: 'CV Zoë.pdf' } },
  messages: [],
};

const server = setupMockApi();
let view: FollowView;
let posts: Array<{ key: string | null; message: unknown }>;
let failNextPosts: number;

beforeEach(() => {
  view = structuredClone(QUOTE);
  posts = [];
  failNextPosts = 0;
  server.use(
    http.get('*/api/follow/:token', ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json({ data: view })
        : HttpResponse.json(
            { statusCode: 404, code: 'FOLLOW_LINK_NOT_FOUND', message: 'This follow-up link opens nothing' },
            { status: 404 },
          ),
    ),
    // No offer was sent (follow-offers.test.tsx shows the offers).
    http.get('*/api/follow/:token/offers', () => HttpResponse.json({ data: null })),
    http.post('*/api/follow/:token/messages', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      posts.push({ key: request.headers.get('idempotency-key'), message: body.message });
      if (failNextPosts > 0) {
        failNextPosts -= 1;
        return HttpResponse.error();
      }
      const at = '2026-11-23T12:00:00.000Z';
      view = {
        ...view,
        timeline: [...view.timeline, { step: 'message', at }],
        messages: [...view.messages, { from: 'visitor', at, body: body.message }],
      };
      return HttpResponse.json({ status: 'stored' }, { status: 201 });
    }),
  );
});

const texts = BUNDLES.ar.follow;

test('Arabic: the reference, "received", what was sent and the reply, all as text', async () => {
  await renderRoutes(routes, `/follow/${TOKEN}`, 'ar');
  // The first render of the file loads the page's lazy chunks cold: slow on a loaded machine.
  expect(await screen.findByText('Q-2026-00017', {}, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(texts.status.new)).toBeInTheDocument();
  expect(screen.getByText(texts.step.received)).toBeInTheDocument();
  // Markup typed by anyone is shown back as text.
  expect(screen.getByText('سارة <b>العلمي</b>')).toBeInTheDocument();
  expect(screen.getByText('مرحبا <script>alert(1)</script>')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  // Dates in the language's way (Intl): Arabic digits or month names, never the ISO string.
  expect(screen.queryByText(/2026-11-20/)).toBeNull();
  expect(document.title).toContain(texts.meta_title);
});

test('a message written there shows in the thread without a reload, sent once with its key', async () => {
  const { user } = await renderRoutes(routes, `/follow/${TOKEN}`, 'fr');
  const box = await screen.findByLabelText(new RegExp(BUNDLES.fr.follow.message_label));
  await user.type(box, 'Pouvez-vous enlever mardi ?');
  await user.click(screen.getByRole('button', { name: BUNDLES.fr.follow.send }));
  const thread = await screen.findByRole('list', { name: BUNDLES.fr.follow.thread_title });
  expect(await within(thread).findByText('Pouvez-vous enlever mardi ?')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(BUNDLES.fr.follow.sent_ok);
  expect(box).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.key).toMatch(/.{16,}/);
});

test('a network failure keeps the text and says so; the retry carries the same key, an edit a new one', async () => {
  failNextPosts = 2;
  const { user } = await renderRoutes(routes, `/follow/${TOKEN}`, 'en');
  const box = await screen.findByLabelText(new RegExp(BUNDLES.en.follow.message_label));
  await user.type(box, 'Any news?');
  const send = screen.getByRole('button', { name: BUNDLES.en.follow.send });
  await user.click(send);
  expect(await screen.findByRole('alert')).toHaveTextContent(BUNDLES.en.follow.failed);
  expect(box).toHaveValue('Any news?');
  await user.click(send);
  await screen.findByRole('alert');
  expect(posts.map((post) => post.key)).toEqual([posts[0]?.key, posts[0]?.key]);
  await user.type(box, ' Thanks');
  await user.click(send);
  await waitFor(() => expect(posts).toHaveLength(3));
  expect(posts[2]?.key).not.toBe(posts[0]?.key);
  expect(await screen.findByText('Any news? Thanks')).toBeInTheDocument();
});

test('a link revoked while the page was open: the message is not sent, the page says why, the text stays', async () => {
  const { user } = await renderRoutes(routes, `/follow/${TOKEN}`, 'ar');
  const box = await screen.findByLabelText(new RegExp(texts.message_label));
  server.use(
    http.post('*/api/follow/:token/messages', () =>
      HttpResponse.json(
        { statusCode: 404, code: 'FOLLOW_LINK_NOT_FOUND', message: 'This follow-up link opens nothing' },
        { status: 404 },
      ),
    ),
  );
  await user.type(box, 'هل من جديد؟');
  await user.click(screen.getByRole('button', { name: texts.send }));
  expect(await screen.findByRole('alert')).toHaveTextContent(texts.link_dead);
  expect(box).toHaveValue('هل من جديد؟');
});

test('a page that could not be read says so in its language and reads again on Retry', async () => {
  let failing = true;
  server.use(
    http.get('*/api/follow/:token', () =>
      failing
        ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Busy' }, { status: 503 })
        : undefined,
    ),
  );
  const { user } = await renderRoutes(routes, `/follow/${TOKEN}`, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent(BUNDLES.en.follow.load_failed);
  failing = false;
  await user.click(screen.getByRole('button', { name: BUNDLES.en.follow.retry }));
  expect(await screen.findByText('Q-2026-00017')).toBeInTheDocument();
});

test('an empty or too long message is refused in the language of the page, nothing sent, nothing lost', async () => {
  const { user } = await renderRoutes(routes, `/follow/${TOKEN}`, 'es');
  const box = await screen.findByLabelText(new RegExp(BUNDLES.es.follow.message_label));
  await user.click(screen.getByRole('button', { name: BUNDLES.es.follow.send }));
  expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
  await user.click(box);
  await user.paste('x'.repeat(5001));
  await user.click(screen.getByRole('button', { name: BUNDLES.es.follow.send }));
  expect(await screen.findByText(/demasiado largo/)).toBeInTheDocument();
  expect(box).toHaveValue('x'.repeat(5001));
  expect(posts).toEqual([]);
});

test("an application's page shows its status and the CV's name, never a link to it", async () => {
  view = structuredClone(APPLICATION);
  await renderRoutes(routes, `/follow/${TOKEN}`, 'fr');
  expect(await screen.findByText(BUNDLES.fr.follow.status.in_progress, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('CV Zoë.pdf')).toBeInTheDocument();
  expect(screen.queryAllByRole('link').filter((link) => /cv|pdf/i.test(link.getAttribute('href') ?? ''))).toEqual([]);
});

test('a dead link shows the fresh-link form, whose answer is the same for any address', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post('*/api/follow/fresh-link', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ status: 'sent-if-known' }, { status: 202 });
    }),
  );
  const { user } = await renderRoutes(routes, '/follow/nothing-here', 'ar');
  expect(await screen.findByRole('heading', { level: 1, name: texts.not_found.title })).toBeInTheDocument();
  await user.type(screen.getByLabelText(new RegExp(texts.not_found.reference_label)), 'Q-2026-00017');
  await user.type(screen.getByLabelText(new RegExp(texts.not_found.email_label)), 'nobody');
  await user.click(screen.getByRole('button', { name: texts.not_found.submit }));
  // A malformed address is refused before anything is sent.
  expect(asked).toEqual([]);
  await user.type(screen.getByLabelText(new RegExp(texts.not_found.email_label)), '@example.com');
  await user.click(screen.getByRole('button', { name: texts.not_found.submit }));
  expect(await screen.findByRole('status')).toHaveTextContent(texts.not_found.done);
  expect(asked).toEqual([{ reference: 'Q-2026-00017', email: 'nobody@example.com' }]);
});
