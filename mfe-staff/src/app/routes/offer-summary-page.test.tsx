import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { RequestSummary } from '@freight/shared/core/schemas/staff-inbox';
import { setupMockApi } from '@freight/shared/test/test-server';
import { routes } from '../../exposes/routes';
import { assigneesOfSales, REF, SALES, summary } from '../../test/inbox-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ADMIN, RECRUITER, sessionAs } from '../../test/staff-api-mocks';

// The offers' monthly summary (sales, admins) and the inbox's offer column and filter (docs/decisions/031).

const server = setupMockApi();

beforeEach(() => {
  sessionStorage.clear();
  server.use(assigneesOfSales);
});

const SUMMARY = {
  data: [
    {
      month: '2026-11',
      currency: 'EUR',
      sent: 3,
      sentCents: 900_156,
      accepted: 1,
      acceptedCents: 300_156,
      declined: 1,
      declinedCents: 240_000,
    },
    {
      month: '2026-10',
      currency: 'MAD',
      sent: 1,
      sentCents: 1_234_567_891,
      accepted: 0,
      acceptedCents: 0,
      declined: 0,
      declinedCents: 0,
    },
  ],
};

test('the summary per month and currency, money from exact centimes, in English and Arabic', async () => {
  server.use(
    sessionAs(SALES),
    http.get('*/api/staff/offers/summary', () => HttpResponse.json(SUMMARY)),
  );
  let view = await renderRoutes(routes, '/staff/offers', 'en');
  const table = await screen.findByRole('table', { name: /Offers sent, accepted and declined/ });
  const [, november, october] = within(table).getAllByRole('row');
  expect(within(november as HTMLElement).getByRole('rowheader')).toHaveTextContent('November 2026');
  expect(november).toHaveTextContent(/EUR\s*3\s*€9,001\.56\s*1\s*€3,001\.56\s*1\s*€2,400\.00/);
  // Beyond what a float holds to the centime once multiplied: 12,345,678.91 exactly.
  expect(october).toHaveTextContent('MAD 12,345,678.91');
  expect(screen.getByRole('region', { name: /Offers sent/ })).toHaveAttribute('tabindex', '0');
  view.unmount();

  view = await renderRoutes(routes, '/staff/offers', 'ar');
  expect(await screen.findByRole('heading', { level: 1, name: 'العروض حسب الشهر' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'العروض' })).toHaveAttribute('href', '/ar/staff/offers');
  view.unmount();
});

test('a range of sending dates: in the address and the query; an end before the start is said and nothing asked; All dates clears it', async () => {
  const asked: Array<Record<string, string>> = [];
  server.use(
    sessionAs(SALES),
    http.get('*/api/staff/offers/summary', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      return HttpResponse.json(query.from ? { data: [] } : SUMMARY);
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/offers', 'fr');
  await screen.findByRole('table', { name: /Offres envoyées/ });
  expect(asked).toEqual([{}]);
  const filters = screen.getByRole('form', { name: "Période d'envoi" });
  await user.type(within(filters).getByLabelText('Envoyées du'), '2026-11-30');
  await user.type(within(filters).getByLabelText('Au'), '2026-11-01');
  await user.click(within(filters).getByRole('button', { name: 'Afficher' }));
  const to = within(filters).getByLabelText('Au');
  expect(to).toHaveAccessibleDescription(/La date de fin doit suivre la date de début/);
  expect(to).toHaveFocus();
  expect(to).toHaveValue('2026-11-01');
  expect(asked).toHaveLength(1);

  await user.clear(to);
  await user.type(to, '2026-12-31');
  await user.click(within(filters).getByRole('button', { name: 'Afficher' }));
  expect(await screen.findByText('Aucune offre envoyée entre ces dates.')).toBeInTheDocument();
  expect(asked.at(-1)).toEqual({ from: '2026-11-30', to: '2026-12-31' });
  expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('from')).toBe('2026-11-30');

  await user.click(screen.getByRole('button', { name: 'Toutes les dates' }));
  // Every date's summary again (SWR's copy of it, asked within the last seconds), the address bare.
  await screen.findByRole('table', { name: /Offres envoyées/ });
  expect(screen.getByTestId('search').textContent).toBe('');
  expect(screen.getByLabelText('Envoyées du')).toHaveValue('');
});

test('the summary is for sales and admins: the link and the page; a recruiter gets "not allowed" and no link', async () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/staff/offers/summary', ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ data: [] });
    }),
  );
  for (const who of [SALES, ADMIN]) {
    server.use(sessionAs(who));
    const { unmount } = await renderRoutes(routes, '/staff/offers', 'en');
    expect(await screen.findByText('No offer has been sent yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/en/staff/offers');
    unmount();
  }
  // Sales and the admin each read it (once, or once between them within SWR's deduplication); the recruiter never.
  const beforeRecruiter = asked.length;
  expect(beforeRecruiter).toBeGreaterThanOrEqual(1);
  server.use(sessionAs(RECRUITER));
  const { unmount } = await renderRoutes(routes, '/staff/offers', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: /not allowed/i })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Offers' })).not.toBeInTheDocument();
  expect(asked).toHaveLength(beforeRecruiter);
  unmount();
});

test("the inbox's offer column shows the newest version's state and total; the filter is in the address and the API's query", async () => {
  const queries: Array<Record<string, string>> = [];
  const rows: RequestSummary[] = [
    summary({
      offer: { number: 'OF-2026-00042', version: 2, status: 'accepted', total_cents: 300_156, currency: 'EUR' },
    }),
    summary({ reference: 'Q-2026-000124', offer: null }),
  ];
  server.use(
    sessionAs(SALES),
    http.get('*/api/staff/requests', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        data: rows,
        page: 1,
        last_page: 1,
        total: 2,
        counts: { new: 2, in_progress: 0, answered: 0, archived: 0 },
      });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/inbox?offer=accepted', 'en');
  const table = await screen.findByRole('table', { name: 'The requests, newest first' });
  expect(within(table).getByRole('columnheader', { name: 'Offer' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: new RegExp(REF) })).toHaveTextContent('Accepted · €3,001.56');
  expect(within(table).getByRole('row', { name: /Q-2026-000124/ })).toHaveTextContent('No offer');
  expect(queries.at(-1)).toEqual({ offer: 'accepted', page: '1' });
  const filter = screen.getByLabelText('Offer');
  expect(filter).toHaveValue('accepted');
  await user.selectOptions(filter, 'none');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await vi.waitFor(() => expect(queries.at(-1)).toEqual({ offer: 'none', page: '1' }));
});
