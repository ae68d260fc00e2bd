import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffJob } from '@freight/shared/core/schemas/staff-content';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { RECRUITER, refusal, sessionAs, staffJob } from '../../test/staff-api-mocks';

const server = setupMockApi();
let job: StaffJob;

beforeEach(() => {
  sessionStorage.clear();
  job = staffJob(7);
  server.use(
    sessionAs(RECRUITER),
    http.get('*/api/staff/jobs', () => {
      const { translations, salary, experience_years, ...summary } = job;
      return HttpResponse.json({ data: [{ ...summary, post: translations.fr.post }], page: 1, last_page: 1, total: 1 });
    }),
    http.get('*/api/staff/jobs/7', () => HttpResponse.json(job)),
  );
});

test('the list shows each offer with its state, last day and who changed it last, linked to its editor', async () => {
  const { user } = await renderRoutes(routes, '/staff/jobs', 'en');
  const table = await screen.findByRole('table', { name: /Job offers/ });
  const row = within(table).getByRole('row', { name: /Chauffeur fr/ });
  expect(row).toHaveTextContent('Draft');
  expect(row).toHaveTextContent('Rania Recruiter');
  expect(within(row).getByText(/2099/)).toHaveAttribute('datetime', '2099-12-31');
  await user.click(within(row).getByRole('link', { name: 'Chauffeur fr' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Offer: Chauffeur fr' })).toBeInTheDocument();
});

test('a filter with nothing to show says so, and the filter is in the address', async () => {
  server.use(http.get('*/api/staff/jobs', () => HttpResponse.json({ data: [], page: 1, last_page: 1, total: 0 })));
  const { user } = await renderRoutes(routes, '/staff/jobs', 'en');
  await user.selectOptions(await screen.findByLabelText('Show'), 'published');
  expect(await screen.findByText('No offers here yet.')).toBeInTheDocument();
  expect(screen.getByTestId('search')).toHaveTextContent('?status=published');
  expect(screen.queryByRole('table')).toBeNull();
});

test('a new offer is checked with the shared schema: each empty field says so in the page’s language, nothing is sent', async () => {
  const posts: unknown[] = [];
  server.use(
    http.post('*/api/staff/jobs', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json(staffJob(8), { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/new');
  await user.type(await screen.findByLabelText(/Intitulé \(Français\)/), 'Chauffeur');
  await user.type(screen.getByLabelText(/Salaire mensuel/), 'beaucoup');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

  const arabicPost = screen.getByLabelText(/Intitulé \(Arabe\)/);
  await waitFor(() => expect(arabicPost).toHaveAttribute('aria-invalid', 'true'));
  expect(arabicPost.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  expect(arabicPost.closest('[lang]')).toHaveAttribute('lang', 'ar');
  expect(arabicPost).toHaveAccessibleDescription(/Ce champ est requis/);
  expect(screen.getByLabelText(/Salaire mensuel/)).toHaveAccessibleDescription(/Cette valeur n'est pas valide/);
  expect(screen.getByLabelText(/Intitulé \(Français\)/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText(/Intitulé \(Français\)/)).toHaveValue('Chauffeur');
  expect(posts).toEqual([]);
});

test('a new offer saved is a draft at its own address, the editor and its focus staying', async () => {
  const posts: unknown[] = [];
  const { translations, salary, experience_years, valid_through } = staffJob(8);
  server.use(
    http.post('*/api/staff/jobs', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json(staffJob(8), { status: 201 });
    }),
    http.get('*/api/staff/jobs/8', () => HttpResponse.json(staffJob(8))),
  );
  // What was typed before a session expired, say: the tab's draft of the new offer.
  sessionStorage.setItem(
    'freight:staff-draft:job-new',
    JSON.stringify({ translations, salary: String(salary), experience_years: String(experience_years), valid_through }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/new', 'en');
  expect(await screen.findByLabelText(/Title \(Arabic\)/)).toHaveValue('Chauffeur ar');
  const save = screen.getByRole('button', { name: 'Save as draft' });
  await user.click(save);
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(posts).toEqual([{ translations, salary: 6000, experience_years: 2, valid_through: '2099-12-31' }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/jobs/8'));
  expect(screen.getByRole('button', { name: 'Save as draft' })).toHaveFocus();
  expect(screen.getByText('Draft')).toBeInTheDocument();
  expect(sessionStorage.getItem('freight:staff-draft:job-new')).toBeNull();
});

test('the API’s field errors go under their fields (a last day in the past)', async () => {
  server.use(
    http.put('*/api/staff/jobs/7', () =>
      refusal(400, 'VALIDATION_FAILED', { fields: { valid_through: 'validation.date_past' } }),
    ),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
  const day = screen.getByLabelText(/Last day to apply/);
  await waitFor(() => expect(day).toHaveAccessibleDescription(/The date cannot be in the past/));
  expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked.');
});

test('a 409 STALE_UPDATE says who changed the offer and when; reloading keeps what was typed and saves with the fresh version', async () => {
  const puts: Array<Record<string, unknown>> = [];
  server.use(
    http.put('*/api/staff/jobs/7', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      if (body.updated_at === '2026-11-02T10:00:00.000Z') {
        job = { ...job, updated_at: '2026-11-03T09:00:00.000Z', updated_by: { id: 9, name: 'Karim' } };
        return refusal(409, 'STALE_UPDATE', { updated_at: job.updated_at, updated_by: job.updated_by });
      }
      return HttpResponse.json({ ...job, updated_at: '2026-11-04T09:00:00.000Z' });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  const post = await screen.findByLabelText(/Title \(English\)/);
  await user.clear(post);
  await user.type(post, 'Long-haul driver');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Karim changed this record on .*2026.* Reload it/);

  await user.click(screen.getByRole('button', { name: 'Reload the record' }));
  expect(await screen.findByText(/Reloaded: the fields keep what you typed/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Title \(English\)/)).toHaveValue('Long-haul driver');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(puts.map((body) => body.updated_at)).toEqual(['2026-11-02T10:00:00.000Z', '2026-11-03T09:00:00.000Z']);
  expect(puts[1]).toMatchObject({
    salary: 6000,
    experience_years: 2,
    translations: { en: { post: 'Long-haul driver' } },
  });
});

test('a 401 mid-edit keeps the draft: sign in again and the editor reopens with what was typed', async () => {
  server.use(http.put('*/api/staff/jobs/7', () => refusal(401, 'SESSION_EXPIRED')));
  const { user } = await renderRoutes(routes, '/staff/jobs/7');
  const post = await screen.findByLabelText(/Intitulé \(Espagnol\)/);
  await user.clear(post);
  await user.type(post, 'Conductor');
  server.use(sessionAs(null, 'SESSION_EXPIRED'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  expect(screen.getByText(/Votre session a expiré, reconnectez-vous/)).toBeInTheDocument();
  server.use(
    sessionAs(RECRUITER),
    http.post('*/api/staff/session', () => HttpResponse.json({ account: RECRUITER, csrfToken: 'csrf-3' })),
  );
  await user.type(screen.getByLabelText(/E-mail/), RECRUITER.email);
  await user.type(screen.getByLabelText(/Mot de passe/), 'a good long password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByLabelText(/Intitulé \(Espagnol\)/)).toHaveValue('Conductor');
});

test('a draft saved after the offer changed elsewhere is refused with who and when, not written over it', async () => {
  const puts: Array<Record<string, unknown>> = [];
  server.use(
    http.put('*/api/staff/jobs/7', async ({ request }) => {
      puts.push((await request.json()) as Record<string, unknown>);
      return refusal(409, 'STALE_UPDATE', { updated_at: job.updated_at, updated_by: job.updated_by });
    }),
  );
  const first = await renderRoutes(routes, '/staff/jobs/7', 'en');
  await first.user.type(await screen.findByLabelText(/Title \(English\)/), ' (night)');
  first.unmount();
  // Meanwhile (the session expired, say) Karim changed the offer.
  job = { ...job, updated_at: '2026-11-06T08:00:00.000Z', updated_by: { id: 9, name: 'Karim' } };
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  expect(await screen.findByLabelText(/Title \(English\)/)).toHaveValue('Chauffeur en (night)');
  expect(screen.getByText(/last changed by Karim/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Karim changed this record/);
  expect(puts[0]).toMatchObject({ updated_at: '2026-11-02T10:00:00.000Z' });
});

test('unpublishing asks first; the offer then says it is unpublished and the public link goes', async () => {
  job = staffJob(7, { status: 'published', published_at: '2026-11-02T10:00:00.000Z' });
  const calls: unknown[] = [];
  server.use(
    http.post('*/api/staff/jobs/7/unpublish', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ ...job, status: 'draft', published_at: null, updated_at: '2026-11-05T10:00:00.000Z' });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  expect(await screen.findByRole('link', { name: 'See the public page (new tab)' })).toHaveAttribute(
    'href',
    '/en/jobOffers/7',
  );
  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unpublish?' });
  expect(calls).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
  expect(await screen.findByText('Unpublished: the site no longer shows it.')).toBeInTheDocument();
  expect(calls).toEqual([{ updated_at: '2026-11-02T10:00:00.000Z' }]);
  expect(screen.queryByRole('link', { name: 'See the public page (new tab)' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
});

test('a recruiter is not shown the articles', async () => {
  await renderRoutes(routes, '/staff/articles', 'en');
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Articles');
  expect(screen.queryByRole('link', { name: 'Articles' })).toBeNull();
});
