import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { assigneesOfSales, REF, SALES, summary } from '../../test/inbox-fixtures';
import { sessionAs } from '../../test/staff-api-mocks';

// The inbox's views in the navigation with their unread counts, saving a view, bulk actions with a
// stale request reported, and the list refreshed in place when a request arrives (docs/decisions/033).

const server = setupMockApi();
const OTHER = 'C-2026-000124';
const NEWEST = 'Q-2026-000200';
let lines: RequestSummary[] = [];
let latest = '2026-11-20T09:00:00.000Z';
let saved: { name: string; filters: Record<string, string> }[] = [];
let bulkBodies: Record<string, unknown>[] = [];

beforeEach(() => {
  lines = [summary(), summary({ kind: 'contact', reference: OTHER, company: null })];
  latest = '2026-11-20T09:00:00.000Z';
  saved = [];
  bulkBodies = [];
  server.use(
    sessionAs(SALES),
    assigneesOfSales,
    http.get('*/api/staff/requests', () =>
      HttpResponse.json({
        data: lines,
        page: 1,
        last_page: 1,
        total: lines.length,
        counts: { new: lines.length, in_progress: 0, answered: 0, archived: 0 },
      }),
    ),
    http.get('*/api/staff/requests-latest', () => HttpResponse.json({ latest })),
    http.get('*/api/staff/views', () =>
      HttpResponse.json({
        data: [
          { id: 'mine', name: null, filters: { assignee: 'me' }, unread: 2 },
          { id: 'unassigned', name: null, filters: { assignee: 'none' }, unread: 5 },
          { id: 'overdue', name: null, filters: { overdue: '1' }, unread: 0 },
          ...saved.map((view, index) => ({ id: index + 1, ...view, unread: 1 })),
        ],
      }),
    ),
    http.post('*/api/staff/views', async ({ request }) => {
      const body = (await request.json()) as { name: string; filters: Record<string, string> };
      if (saved.some((view) => view.name.toLowerCase() === body.name.toLowerCase()))
        return HttpResponse.json(
          { statusCode: 409, code: 'VIEW_NAME_TAKEN', error: 'Conflict', message: 'taken' },
          { status: 409 },
        );
      saved.push(body);
      return HttpResponse.json({ id: saved.length }, { status: 201 });
    }),
    http.post('*/api/staff/requests/bulk', async ({ request }) => {
      bulkBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        changed: [REF],
        stale: [{ reference: OTHER, updated_at: '2026-11-20T10:00:00.000Z', updated_by: { id: 9, name: 'Omar' } }],
        missing: [],
      });
    }),
  );
});

test('the views are in the navigation with their unread counts, read out with each link', async () => {
  await renderRoutes(routes, '/staff/inbox', 'en');
  const views = await screen.findByRole('list', { name: 'Request views' });
  const mine = within(views).getByRole('link', { name: 'Mine unread: 2' });
  expect(mine).toHaveAttribute('href', '/en/staff/inbox?assignee=me');
  expect(within(views).getByRole('link', { name: 'Unassigned unread: 5' })).toBeInTheDocument();
});

test('in Arabic the built-in views have Arabic names', async () => {
  await renderRoutes(routes, '/staff/inbox', 'ar');
  const views = await screen.findByRole('list', { name: 'طرق عرض الطلبات' });
  expect(within(views).getByRole('link', { name: /طلباتي/ })).toBeInTheDocument();
});

test('saving the filters as a view: a name already used is refused in the dialog, keeping what was typed', async () => {
  const user = userEvent.setup();
  await renderRoutes(routes, '/staff/inbox?kind=quote', 'en');
  const opener = await screen.findByRole('button', { name: 'Save this view' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
  // An empty name is refused before anything is sent.
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(saved).toEqual([]);
  await user.type(within(dialog).getByLabelText(/Name of the view/), 'Quotes');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(saved).toEqual([{ name: 'Quotes', filters: { kind: 'quote' } }]);
  expect(await screen.findByText('View “Quotes” saved.')).toBeInTheDocument();
  const views = screen.getByRole('list', { name: 'Request views' });
  expect(await within(views).findByRole('link', { name: 'Quotes unread: 1' })).toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());

  await user.click(opener);
  const again = await screen.findByRole('dialog', { name: 'Save this view' });
  const name = within(again).getByLabelText(/Name of the view/);
  await user.type(name, 'quotes');
  await user.click(within(again).getByRole('button', { name: 'Save' }));
  expect(await within(again).findByText('You already have a view of that name: choose another.')).toBeInTheDocument();
  expect(name).toHaveValue('quotes');
});

test('bulk: select the page, archive; the request a colleague changed meanwhile is named, not overwritten', async () => {
  const user = userEvent.setup();
  await renderRoutes(routes, '/staff/inbox', 'en');
  await user.click(await screen.findByRole('checkbox', { name: 'Select every request on this page' }));
  expect(screen.getByRole('checkbox', { name: `Select ${REF} (${summary().full_name})` })).toBeChecked();
  const bulk = screen.getByRole('region', { name: 'Selected requests: 2' });
  await user.click(within(bulk).getByRole('button', { name: 'Archive the selection' }));
  expect(
    await screen.findByText(`Requests changed: 1. ${OTHER} was changed meanwhile by Omar: left as it is.`),
  ).toBeInTheDocument();
  expect(bulkBodies).toEqual([
    {
      requests: [
        { reference: REF, updated_at: summary().updated_at },
        { reference: OTHER, updated_at: summary().updated_at },
      ],
      status: 'archived',
    },
  ]);
  // The selection is cleared once done.
  expect(screen.queryByRole('region', { name: /Selected requests/ })).toBeNull();
});

test('a new request appears without a reload; the focus and the selection stay, the arrival is announced', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/staff/inbox', 'en');
    const box = await screen.findByRole('checkbox', { name: new RegExp(`Select ${OTHER}`) });
    await user.click(box);
    expect(box).toHaveFocus();
    lines = [summary({ reference: NEWEST, created_at: '2026-11-20T11:00:00.000Z' }), ...lines];
    latest = '2026-11-20T11:00:00.000Z';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(await screen.findByRole('link', { name: NEWEST })).toBeInTheDocument();
    expect(await screen.findByText('New requests arrived: 1.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: new RegExp(`Select ${OTHER}`) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(`Select ${OTHER}`) })).toHaveFocus();
  } finally {
    vi.useRealTimers();
  }
});
