import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffJob } from '@freight/shared/core/schemas/staff-content';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { withoutLayout } from '../../test/editor-layout';
import { ADMIN, mediaLibrary, RECRUITER, sessionAs, staffJob, staffMedia } from '../../test/staff-api-mocks';

// An offer's description in the articles' rich-text editor, a language beside another
// (docs/decisions/037-job-descriptions-in-rich-text.md).

const server = setupMockApi();

withoutLayout();

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    sessionAs(RECRUITER),
    http.get('*/api/staff/jobs/7', () => HttpResponse.json(staffJob(7))),
  );
});

/** The tab's draft of a new offer (as after a session expiry): jsdom types poorly into contenteditable. */
function draftWith(descriptions: Partial<Record<'fr' | 'en' | 'es' | 'ar', string>>) {
  const text = (lang: 'fr' | 'en' | 'es' | 'ar') => ({
    post: `Chauffeur ${lang}`,
    location: 'Tanger',
    contract: 'CDI',
    description: descriptions[lang] ?? '',
  });
  sessionStorage.setItem(
    'freight:staff-draft:job-new',
    JSON.stringify({
      translations: { fr: text('fr'), en: text('en'), es: text('es'), ar: text('ar') },
      salary: '6000',
      experience_years: '2',
      valid_through: '2099-12-31',
    }),
  );
}

test('each description is a labelled textbox in its language’s direction with the articles’ toolbar; no library for a recruiter', async () => {
  await renderRoutes(routes, '/staff/jobs/7', 'en');
  const arabic = await screen.findByRole('textbox', { name: /Description \(Arabic\)/ }, { timeout: 5000 });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('lang', 'ar');
  expect(arabic).toHaveTextContent('Description ar');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Description (Arabic)' });
  for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link'])
    expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  // The media library is the editors' (the API answers a recruiter 403 there).
  expect(within(toolbar).queryByRole('button', { name: 'Picture' })).toBeNull();
  expect(screen.getByRole('textbox', { name: /Description \(French\)/ })).toHaveAttribute('dir', 'ltr');
});

test('an admin inserts a library picture into a description', async () => {
  server.use(sessionAs(ADMIN), mediaLibrary([staffMedia(12)]));
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  const toolbar = await screen.findByRole('toolbar', { name: 'Formatting: Description (French)' });
  await user.click(within(toolbar).getByRole('button', { name: 'Picture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a picture (French)' });
  await user.click(await within(dialog).findByRole('radio', { name: /camion-12\.png/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Insert the picture' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const french = screen.getByRole('textbox', { name: /Description \(French\)/ });
  expect(french.querySelector('img')).toHaveAttribute('src', staffMedia(12).url);
});

test('the toolbar formats a description from the keyboard; the save sends its HTML', async () => {
  const puts: StaffJob[] = [];
  server.use(
    http.put('*/api/staff/jobs/7', async ({ request }) => {
      const body = (await request.json()) as StaffJob;
      puts.push(body);
      return HttpResponse.json({ ...staffJob(7), translations: body.translations });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/jobs/7', 'en');
  const english = await screen.findByRole('textbox', { name: /Description \(English\)/ });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Description (English)' });
  await user.click(english);
  await user.keyboard('{Control>}a{/Control}');
  // From the text back to its toolbar, along it with the arrows; a command returns to the text.
  await user.keyboard('{Shift>}{Tab}{/Shift}{Home}');
  expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(english.querySelector('strong')).toHaveTextContent('Description en');
  await waitFor(() => expect(english).toHaveFocus());
  await user.keyboard('{Shift>}{Tab}{/Shift}{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Bulleted list' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(english.querySelector('ul > li strong')).toHaveTextContent('Description en');

  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(puts[0]?.translations.en.description).toBe('<ul><li><p><strong>Description en</strong></p></li></ul>');
  expect(puts[0]?.translations.fr.description).toBe('Description fr');
});

test('an empty description is "required" under its editor, in the page’s language, and nothing is sent', async () => {
  const posts: unknown[] = [];
  server.use(
    http.post('*/api/staff/jobs', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  draftWith({ fr: '<p>Livraisons</p>', en: '<p>Deliveries</p>', es: '<p>Entregas</p>' });
  const { user } = await renderRoutes(routes, '/staff/jobs/new', 'fr');
  await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }));
  const arabic = screen.getByRole('textbox', { name: /Description \(Arabe\)/ });
  await waitFor(() => expect(arabic).toHaveAttribute('aria-invalid', 'true'));
  expect(arabic).toHaveAccessibleDescription('Ce champ est requis');
  expect(screen.getByRole('textbox', { name: /Description \(Espagnol\)/ })).not.toHaveAttribute('aria-invalid');
  expect(posts).toEqual([]);
});

test('copy from French fills an empty description with the French rich text', async () => {
  draftWith({ fr: '<h2>Missions</h2><ul><li>Livraisons <strong>régionales</strong></li></ul>' });
  const { user } = await renderRoutes(routes, '/staff/jobs/new', 'en');
  const spanish = await screen.findByRole('textbox', { name: /Description \(Spanish\)/ });
  await user.click(screen.getByRole('button', { name: 'Copy from French into Spanish' }));
  await waitFor(() => expect(spanish.querySelector('h2')).toHaveTextContent('Missions'));
  expect(spanish.querySelector('ul > li strong')).toHaveTextContent('régionales');
  // The post, place and contract written in Spanish are kept if asked to.
  const dialog = await screen.findByRole('dialog', { name: 'Overwrite what is written?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep what is written' }));
  expect(screen.getByLabelText(/Title \(Spanish\)/)).toHaveValue('Chauffeur es');
  expect(spanish.querySelector('h2')).toHaveTextContent('Missions');
});

test('the preview shows the description as rich text, through the public page’s sanitizer', async () => {
  draftWith({
    fr: '<h2>Missions</h2><ul><li>Livraisons</li><li>Inventaires</li></ul><p><strong>Important</strong></p>',
  });
  const { user } = await renderRoutes(routes, '/staff/jobs/new', 'en');
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview: as the public page will show it' });
  const french = await within(dialog).findByRole('heading', { name: 'Missions' });
  const preview = french.closest('article') as HTMLElement;
  expect(
    within(preview)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Livraisons', 'Inventaires']);
  expect(within(preview).getByText('Important').tagName).toBe('STRONG');
});
