import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffJob } from '@freight/shared/core/schemas/staff-content';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { RECRUITER, sessionAs, staffJob } from '../../test/staff-api-mocks';

// The editor's schedule and versions dialogs, against the API's answers (server/README.md).

const server = setupMockApi();
let job: StaffJob;

beforeEach(() => {
  sessionStorage.clear();
  job = staffJob(7);
  server.use(
    sessionAs(RECRUITER),
    http.get('*/api/staff/jobs/7', () => HttpResponse.json(job)),
  );
});

test('scheduling asks a later time on the Casablanca clock, sends it as an instant, then offers to publish now or unschedule', async () => {
  const calls: unknown[] = [];
  server.use(
    http.post('*/api/staff/jobs/7/publish', async ({ request }) => {
      const body = (await request.json()) as { at: string };
      calls.push(body);
      job = {
        ...job,
        status: 'published',
        published_at: body.at,
        scheduled: true,
        updated_at: '2026-11-05T10:00:00.000Z',
      };
      return HttpResponse.json(job);
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish later' });
  const when = within(dialog).getByLabelText(/Publication date and time/);
  await user.clear(when);
  await user.type(when, '2020-01-01T10:00');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule the publication' }));
  expect(await within(dialog).findByText('This time has passed: choose a later one.')).toBeInTheDocument();
  expect(calls).toEqual([]);

  await user.clear(when);
  await user.type(when, '2099-07-01T09:30');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule the publication' }));
  expect(await screen.findByText('Scheduled: the site shows it at the time chosen.')).toBeInTheDocument();
  // The instant sent is 09:30 on Casablanca's clock (its offset that day is the runtime's tz data's).
  const sent = calls[0] as { at: string; updated_at: string };
  expect(sent.updated_at).toBe('2026-11-02T10:00:00.000Z');
  const casablanca = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Casablanca',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  expect(casablanca.format(new Date(sent.at))).toBe('01/07/2099, 09:30');
  expect(screen.getByText(/Scheduled for .*2099.*\(Casablanca time\)/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unschedule (back to draft)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reschedule…' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'See the public page (new tab)' })).toBeNull();
});

test('versions: two compared as words removed and added per field and language, the older one restored', async () => {
  const older = { ...job.translations, fr: { ...job.translations.fr, post: 'Chauffeur de nuit' } };
  const content = (translations: StaffJob['translations']) => ({
    translations,
    salary: 6000,
    experience_years: 2,
    valid_through: '2099-12-31',
  });
  const restores: unknown[] = [];
  server.use(
    http.get('*/api/staff/jobs/7/versions', () =>
      HttpResponse.json({
        data: [
          {
            number: 2,
            created_at: '2026-11-02T10:00:00.000Z',
            created_by: { id: 5, name: 'Rania Recruiter' },
            restored_from: null,
          },
          {
            number: 1,
            created_at: '2026-11-01T10:00:00.000Z',
            created_by: { id: 6, name: 'Karim' },
            restored_from: null,
          },
        ],
      }),
    ),
    http.get('*/api/staff/jobs/7/versions/:number', ({ params }) =>
      HttpResponse.json({
        number: Number(params.number),
        created_at: '2026-11-01T10:00:00.000Z',
        created_by: null,
        restored_from: null,
        content: content(params.number === '1' ? older : job.translations),
      }),
    ),
    http.post('*/api/staff/jobs/7/versions/1/restore', async ({ request }) => {
      restores.push(await request.json());
      job = { ...job, translations: older, updated_at: '2026-11-06T10:00:00.000Z' };
      return HttpResponse.json(job);
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  await user.click(await screen.findByRole('button', { name: 'Versions' }));
  const dialog = await screen.findByRole('dialog', { name: /Versions/ });
  expect((await within(dialog).findAllByText(/Version 1, Karim/)).length).toBeGreaterThan(0);
  const change = await within(dialog).findByText('Title (French)');
  const words = change.nextElementSibling;
  expect(words?.querySelector('del')).toHaveTextContent('de nuit');
  expect(words?.querySelector('ins')).toHaveTextContent('fr');
  expect(within(dialog).queryByText('Title (English)')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Restore version 1…' }));
  expect(restores).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, restore version 1' }));
  expect(await screen.findByText('Version 1 restored, saved as a new version.')).toBeInTheDocument();
  expect(restores).toEqual([{ updated_at: '2026-11-02T10:00:00.000Z' }]);
  expect(screen.getByLabelText(/Title \(French\)/)).toHaveValue('Chauffeur de nuit');
});

test('copy from French fills the empty fields of a language at once and asks before replacing filled ones', async () => {
  const { user } = await renderRoutes(routes, '/staff/jobs/new', 'en');
  await user.type(await screen.findByLabelText(/Title \(French\)/), 'Chauffeur');
  await user.type(screen.getByLabelText(/Contract \(French\)/), 'CDI');
  await user.type(screen.getByLabelText(/Contract \(Spanish\)/), 'Indefinido');
  await user.click(screen.getByRole('button', { name: 'Copy from French into Spanish' }));
  expect(screen.getByLabelText(/Title \(Spanish\)/)).toHaveValue('Chauffeur');
  const dialog = await screen.findByRole('dialog', { name: 'Overwrite what is written?' });
  expect(dialog).toHaveTextContent('Fields in Spanish already filled differ from the French: 1.');
  expect(screen.getByLabelText(/Contract \(Spanish\)/)).toHaveValue('Indefinido');
  await user.click(within(dialog).getByRole('button', { name: 'Replace with the French' }));
  expect(screen.getByLabelText(/Contract \(Spanish\)/)).toHaveValue('CDI');
  expect(screen.getByLabelText(/Title \(English\)/)).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Copy from French into French' })).toBeNull();
});
