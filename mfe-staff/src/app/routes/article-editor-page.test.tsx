import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { withoutLayout } from '../../test/editor-layout';
import { mediaLibrary, refusal, sessionAs, staffMedia } from '../../test/staff-api-mocks';

const server = setupMockApi();
const EDITOR = { id: 6, email: 'eli@example.ma', name: 'Eli Editor', role: 'editor' as StaffRole };

withoutLayout();

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    sessionAs(EDITOR),
    http.get('*/api/staff/article-images', () =>
      HttpResponse.json({ data: [{ name: 'route.svg', url: '/images/articles/route.svg' }] }),
    ),
    mediaLibrary([staffMedia(12), staffMedia(7, { alt: { fr: 'Quai', en: 'Quay', es: 'Muelle', ar: '' } })]),
  );
});

test('the body is a labelled textbox in its language’s direction, with a labelled toolbar', async () => {
  await renderRoutes(routes, '/staff/articles/new', 'en');
  const arabic = await screen.findByRole('textbox', { name: /Text \(Arabic\)/ });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('lang', 'ar');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text (Arabic)' });
  for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Link'])
    expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('the toolbar’s commands format the selection, say their state, and refuse a javascript: link', async () => {
  // The tab's draft (as after a session expiry) gives the text: jsdom types poorly into contenteditable.
  const text = { title: '', body: '' };
  sessionStorage.setItem(
    'freight:staff-draft:article-new',
    JSON.stringify({ translations: { fr: text, en: { title: '', body: '<p>Road safety</p>' }, es: text, ar: text } }),
  );
  const { user } = await renderRoutes(routes, '/staff/articles/new', 'en');
  const body = await screen.findByRole('textbox', { name: /Text \(English\)/ });
  expect(body).toHaveTextContent('Road safety');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text (English)' });
  await user.click(body);
  await user.keyboard('{Control>}a{/Control}');
  await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
  expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  expect(body.querySelector('strong')).toHaveTextContent('Road safety');

  await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
  expect(body.querySelector('ul > li')).toHaveTextContent('Road safety');

  await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
  const address = screen.getByRole('textbox', { name: /Link address/ });
  expect(address).toHaveFocus();
  await user.type(address, 'javascript:alert(1){Enter}');
  expect(address).toHaveAccessibleDescription(/Enter a page of the site/);
  expect(body.querySelector('a')).toBeNull();
  await user.clear(address);
  await user.type(address, 'https://example.ma/safety{Enter}');
  expect(body.querySelector('a')).toHaveAttribute('href', 'https://example.ma/safety');
  expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
  expect(body.querySelector('a')).toBeNull();
  await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
  expect(body.querySelector('a')).not.toBeNull();
});

test('arrow keys move along the toolbar', async () => {
  const { user } = await renderRoutes(routes, '/staff/articles/new', 'en');
  const toolbar = await screen.findByRole('toolbar', { name: 'Formatting: Text (French)' });
  const bold = within(toolbar).getByRole('button', { name: 'Bold' });
  bold.focus();
  await user.keyboard('{ArrowRight}');
  expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(bold).toHaveFocus();
});

test('an empty body is "required" under its editor, and nothing is sent', async () => {
  const posts: Array<Record<string, unknown>> = [];
  server.use(
    http.post('*/api/staff/articles', async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/articles/new', 'en');
  await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
  const french = screen.getByRole('textbox', { name: /Text \(French\)/ });
  await waitFor(() => expect(french).toHaveAttribute('aria-invalid', 'true'));
  expect(french).toHaveAccessibleDescription('This field is required');
  expect(posts).toEqual([]);
});

/** The tab's draft of a new article whose French body shows a picture of another host, which the API refuses. */
function refusedPictureDraft() {
  const text = (lang: string) => ({ title: `Titre ${lang}`, body: `<p>Texte ${lang}</p>` });
  sessionStorage.setItem(
    'freight:staff-draft:article-new',
    JSON.stringify({
      translations: {
        fr: { title: 'Le port sec', body: '<p>Photo du port</p><img src="https://cdn.example/port.jpg">' },
        en: text('en'),
        es: text('es'),
        ar: text('ar'),
      },
      img: 'route.svg',
    }),
  );
  // As server/test/staff-article-pictures.test.ts has the API answer.
  server.use(
    http.post('*/api/staff/articles', () =>
      refusal(400, 'PICTURE_NOT_FROM_SITE', { fields: { 'translations.fr.body': 'validation.picture_not_from_site' } }),
    ),
  );
}

test.each<[TestLanguage, string, string, string, string]>([
  [
    'en',
    'Text (French)',
    'Save as draft',
    'Pictures must come from the site itself: insert them from the media library (the Picture button)',
    'Check the fields marked.',
  ],
  [
    'fr',
    'Texte (Français)',
    'Enregistrer le brouillon',
    'Les images doivent venir du site lui-même : insérez-les depuis la médiathèque (le bouton Image)',
    'Vérifiez les champs signalés.',
  ],
  [
    'es',
    'Texto (Francés)',
    'Guardar borrador',
    'Las imágenes deben proceder del propio sitio: insértelas desde la mediateca (el botón Imagen)',
    'Revise los campos indicados.',
  ],
  [
    'ar',
    'النص (الفرنسية)',
    'حفظ كمسودة',
    'يجب أن تأتي الصور من الموقع نفسه: أدرجها من مكتبة الوسائط (زر صورة)',
    'تحقق من الحقول المشار إليها.',
  ],
])(
  'in %s, a picture of another host is refused under its body, and what was typed stays',
  async (language, label, save, message, above) => {
    refusedPictureDraft();
    const { user } = await renderRoutes(routes, '/staff/articles/new', language);
    const french = await screen.findByRole('textbox', { name: new RegExp(label.replace(/[()]/g, '\\$&')) });
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(french).toHaveAttribute('aria-invalid', 'true'));
    expect(french).toHaveAccessibleDescription(message);
    expect(await screen.findByText(above)).toBeInTheDocument();
    expect(french).toHaveTextContent('Photo du port');
    expect(screen.getByDisplayValue('Le port sec')).toBeInTheDocument();
  },
);

test('the Picture button inserts a library picture with its alt text in the body’s language; the cover lists the library', async () => {
  const posts: Array<Record<string, unknown>> = [];
  server.use(
    http.post('*/api/staff/articles', async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const text = { title: 'Titre', body: '<p>Texte</p>' };
  sessionStorage.setItem(
    'freight:staff-draft:article-new',
    JSON.stringify({ translations: { fr: text, en: text, es: text, ar: { title: 'عنوان', body: '<p>نص</p>' } } }),
  );
  const { user } = await renderRoutes(routes, '/staff/articles/new', 'en');
  const arabic = await screen.findByRole('textbox', { name: /Text \(Arabic\)/ });
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text (Arabic)' });
  await user.click(within(toolbar).getByRole('button', { name: 'Picture' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a picture (Arabic)' });
  // Without a choice nothing is inserted and the dialog says why.
  await user.click(within(dialog).getByRole('button', { name: 'Insert the picture' }));
  expect(within(dialog).getByText('Choose a picture first.')).toBeInTheDocument();
  expect(within(dialog).getByText('No description in Arabic')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: /camion-12\.png/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Insert the picture' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(arabic.querySelector('img')).toHaveAttribute('src', '/media/12-camion-12.png');
  expect(arabic.querySelector('img')).toHaveAttribute('alt', 'شاحنة 12');

  const cover = screen.getByRole('combobox', { name: /Picture/ });
  expect(within(cover).getByRole('option', { name: 'Media library: Lorry 12' })).toHaveValue('media:12');
  await user.selectOptions(cover, 'media:7');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toMatchObject({ img: 'media:7' });
  const sent = posts[0] as { translations: { ar: { body: string } } };
  expect(sent.translations.ar.body).toContain('<img src="/media/12-camion-12.png" alt="شاحنة 12">');
});
