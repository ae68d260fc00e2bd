import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { assigneesOfSales, detail, REF, SALES, summary } from '../../test/inbox-fixtures';
import { sessionAs } from '../../test/staff-api-mocks';

// The inbox's list (issue 38): previews and waiting times, the overdue filter, numbered pages with a
// jump, and the keyboard shortcuts with their help dialog.

const server = setupMockApi();
const OTHER = 'C-2026-000124';
const rows = [
  summary({ overdue: true, waiting_minutes: 270 }),
  summary({
    kind: 'contact',
    reference: OTHER,
    company: null,
    preview: 'Bonjour, nous exportons des agrumes vers Valence.',
    first_reply_at: '2026-11-20T10:00:00.000Z',
    waiting_minutes: 45,
    status: 'answered',
  }),
];
let queries: URLSearchParams[] = [];
const patches: Array<{ reference: string; body: Record<string, unknown> }> = [];

function listing(lines: RequestSummary[], lastPage = 1) {
  return http.get('*/api/staff/requests', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json({
      data: lines,
      page: Number(query.get('page') ?? 1),
      last_page: lastPage,
      total: lastPage * 20,
      counts: { new: lastPage * 20, in_progress: 0, answered: 0, archived: 0 },
    });
  });
}

beforeEach(() => {
  sessionStorage.clear();
  queries = [];
  patches.length = 0;
  server.use(
    sessionAs(SALES),
    assigneesOfSales,
    listing(rows),
    http.patch('*/api/staff/requests/:reference', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ reference: String(params.reference), body });
      return HttpResponse.json(detail());
    }),
  );
});

const rowLink = (reference: string) =>
  within(screen.getByRole('table', { name: 'The requests, newest first' })).getByRole('link', { name: reference });

test('each row shows what was asked, its age and wait; an overdue one says so in words and to screen readers', async () => {
  await renderRoutes(routes, '/staff/inbox', 'en');
  const table = await screen.findByRole('table', { name: 'The requests, newest first' });
  const [, overdueRow, answeredRow] = within(table).getAllByRole('row');
  if (!overdueRow || !answeredRow) throw new Error('two rows expected');
  expect(within(overdueRow).getByText('Tanger Med → Perpignan')).toBeInTheDocument();
  expect(overdueRow).toHaveTextContent(/Received .*ago/);
  expect(overdueRow).toHaveTextContent('Waiting 4.5 hrs (office hours)');
  expect(within(overdueRow).getByText('Overdue')).toBeInTheDocument();
  expect(overdueRow).toHaveTextContent('Overdue: no answer within the target time');
  expect(within(answeredRow).getByText('Bonjour, nous exportons des agrumes vers Valence.')).toBeInTheDocument();
  expect(answeredRow).toHaveTextContent('First answer after 45 mins (office hours)');
  expect(within(answeredRow).queryByText('Overdue')).toBeNull();
});

test('in Arabic the badge is in Arabic too', async () => {
  await renderRoutes(routes, '/staff/inbox', 'ar');
  expect(await screen.findByText('متأخر')).toBeInTheDocument();
  expect(screen.getByText(/بانتظار الرد منذ/)).toBeInTheDocument();
});

test('"overdue only" is a filter of the address and of the query', async () => {
  const { user } = await renderRoutes(routes, '/staff/inbox', 'en');
  await user.click(await screen.findByLabelText('Overdue only'));
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('overdue=1'));
  await waitFor(() => expect(queries.at(-1)?.get('overdue')).toBe('1'));
  expect(screen.getByLabelText('Overdue only')).toBeChecked();
});

test('numbered pages around the current one, and a jump to any page; a page out of range is refused', async () => {
  server.use(listing(rows, 12));
  const { user } = await renderRoutes(routes, '/staff/inbox?q=tanger&page=5', 'en');
  const current = await screen.findByRole('link', { name: 'Page 5' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/en/staff/inbox?q=tanger&page=12');
  expect(screen.queryByRole('link', { name: 'Page 9' })).toBeNull();

  await user.type(screen.getByLabelText('Go to page'), '40');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByText('A page from 1 to 12.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Go to page'));
  await user.type(screen.getByLabelText('Go to page'), '9');
  await user.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('q=tanger&page=9'));
  await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('9'));
});

test('j and k move between the rows, a assigns to me and e archives the focused one; typing in a field is left alone', async () => {
  const { user } = await renderRoutes(routes, '/staff/inbox', 'en');
  await screen.findByRole('table', { name: 'The requests, newest first' });
  await user.keyboard('j');
  expect(rowLink(REF)).toHaveFocus();
  await user.keyboard('j');
  expect(rowLink(OTHER)).toHaveFocus();
  await user.keyboard('k');
  expect(rowLink(REF)).toHaveFocus();

  await user.keyboard('a');
  await waitFor(() =>
    expect(patches).toEqual([
      { reference: REF, body: { assignee_id: SALES.id, updated_at: '2026-11-20T09:00:00.000Z' } },
    ]),
  );
  expect(await screen.findByText(`${REF} is assigned to you.`)).toBeInTheDocument();
  await user.keyboard('j');
  await user.keyboard('e');
  await waitFor(() =>
    expect(patches.at(-1)).toEqual({
      reference: OTHER,
      body: { status: 'archived', updated_at: '2026-11-20T09:00:00.000Z' },
    }),
  );

  await user.click(screen.getByLabelText(/Search/));
  await user.keyboard('jae');
  expect(screen.getByLabelText(/Search/)).toHaveValue('jae');
  expect(patches).toHaveLength(2);
});

test('o opens the focused request and r opens it at the reply, its message field focused', async () => {
  server.use(http.get(`*/api/staff/requests/${REF}`, () => HttpResponse.json(detail())));
  const { user } = await renderRoutes(routes, '/staff/inbox', 'en');
  await screen.findByRole('table', { name: 'The requests, newest first' });
  await user.keyboard('jr');
  expect(await screen.findByRole('heading', { level: 1, name: `Request ${REF}` })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveFocus());
});

test('? opens the help listing the shortcuts; Escape closes it and the focus goes back to the row', async () => {
  const { user } = await renderRoutes(routes, '/staff/inbox', 'fr');
  await screen.findByRole('table');
  await user.keyboard('jj');
  const link = within(screen.getByRole('table')).getByRole('link', { name: OTHER });
  expect(link).toHaveFocus();
  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
  expect(within(dialog).getByText('Demande suivante')).toBeInTheDocument();
  expect(within(dialog).getByText("Me l'attribuer")).toBeInTheDocument();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Shortcuts sleep while the dialog is open.
  await user.keyboard('e');
  expect(patches).toEqual([]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(link).toHaveFocus();

  // Opened from its button, it gives the focus back to the button.
  const button = screen.getByRole('button', { name: 'Raccourcis clavier (?)' });
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(button).toHaveFocus());
});

test('on a phone the cards carry the same preview, wait and badge, and j moves between them', async () => {
  // jsdom has no layout: the phone's width is what matchMedia answers.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  try {
    const { user } = await renderRoutes(routes, '/staff/inbox', 'en');
    const cards = await screen.findByRole('list', { name: 'The requests, newest first' });
    const [first] = within(cards).getAllByRole('listitem');
    if (!first) throw new Error('a card expected');
    expect(first).toHaveTextContent('Tanger Med → Perpignan');
    expect(first).toHaveTextContent('Waiting 4.5 hrs (office hours)');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    await user.keyboard('jj');
    expect(within(cards).getByRole('link', { name: OTHER })).toHaveFocus();
  } finally {
    vi.unstubAllGlobals();
  }
});
