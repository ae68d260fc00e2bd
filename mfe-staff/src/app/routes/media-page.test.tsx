import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { mediaLibrary, RECRUITER, refusal, sessionAs, staffMedia } from '../../test/staff-api-mocks';

// /staff/media (docs/decisions/035, "Media"): upload checked before sending, the API's refusals said
// under the file, alt texts in four languages, describe and delete in dialogs.

const server = setupMockApi();
const EDITOR = { id: 6, email: 'eli@example.ma', name: 'Eli Editor', role: 'editor' as StaffRole };
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeEach(() => {
  server.use(
    sessionAs(EDITOR),
    mediaLibrary([
      staffMedia(12, { used_by: [3], used_by_jobs: [5] }),
      staffMedia(7, { alt: { fr: '', en: '', es: '', ar: '' } }),
    ]),
  );
});

test('a file that is not a picture is refused under the field before sending; a PNG is uploaded', async () => {
  // jsdom's FormData does not cross Node's fetch: what the body holds is the journey's
  // (e2e/tests/staff-media.spec.ts) and the API's test; here, that it is sent once and answered.
  const posts: string[] = [];
  server.use(
    http.post('*/api/staff/media', ({ request }) => {
      posts.push(request.headers.get('content-type') ?? '');
      return HttpResponse.json(staffMedia(30, { file_name: 'quai.png' }), { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/media', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
  const file = screen.getByLabelText(/Picture \(PNG, JPEG or WebP\)/);
  await user.upload(file, new File(['<svg onload=alert(1)>'], 'quai.png', { type: 'image/png' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(file).toHaveAccessibleDescription(/not a PNG, JPEG or WebP picture/);
  expect(posts).toHaveLength(0);

  await user.upload(file, new File([PNG_BYTES], 'quai.png', { type: 'image/png' }));
  await user.type(screen.getByRole('textbox', { name: 'Description (French)' }), 'Le quai');
  const arabic = screen.getByRole('textbox', { name: 'Description (Arabic)' });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  await user.type(arabic, 'الرصيف');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('quai.png was uploaded.')).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^multipart\/form-data/);
  // The form is emptied for the next picture.
  expect(screen.getByRole('textbox', { name: 'Description (French)' })).toHaveValue('');
});

test('the API’s refusal of the picture is said under the file, and the alt texts stay', async () => {
  server.use(http.post('*/api/staff/media', () => refusal(413, 'MEDIA_TOO_LARGE')));
  const { user } = await renderRoutes(routes, '/staff/media', 'fr');
  const file = await screen.findByLabelText(/Image \(PNG, JPEG ou WebP\)/);
  await user.upload(file, new File([PNG_BYTES], 'grand.png', { type: 'image/png' }));
  const french = screen.getByRole('textbox', { name: 'Description (Français)' });
  await user.type(french, 'Un entrepôt');
  await user.click(screen.getByRole('button', { name: 'Déposer' }));
  await waitFor(() => expect(file).toHaveAccessibleDescription(/trop lourde : 2 Mo au plus/));
  expect(french).toHaveValue('Un entrepôt');
});

test('a file the browser can no longer read is said under the field in words, nothing is sent, the texts stay; chosen again, it goes', async () => {
  const posts: number[] = [];
  server.use(
    http.post('*/api/staff/media', () => {
      posts.push(1);
      return HttpResponse.json(staffMedia(31, { file_name: 'quai.png' }), { status: 201 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/media', 'ar');
  const file = await screen.findByLabelText(/PNG/);
  // A file moved or changed on disk since it was chosen: reading it fails (NotReadableError).
  const gone = new File([PNG_BYTES], 'quai.png', { type: 'image/png' });
  gone.slice = () => {
    const part = new Blob([PNG_BYTES]);
    part.arrayBuffer = () => Promise.reject(new DOMException('The file changed', 'NotReadableError'));
    return part;
  };
  await user.upload(file, gone);
  const arabic = screen.getAllByRole('textbox').find((box) => box.getAttribute('dir') === 'rtl');
  if (!arabic) throw new Error('the Arabic description expected');
  await user.type(arabic, 'الرصيف');
  const upload = screen.getByRole('button', { name: 'رفع' });
  await user.click(upload);
  await waitFor(() => expect(file).toHaveAccessibleDescription(/تعذّرت قراءة هذا الملف/));
  expect(file).toHaveFocus();
  expect(posts).toHaveLength(0);
  expect(arabic).toHaveValue('الرصيف');
  expect(upload).toBeEnabled();

  await user.upload(file, new File([PNG_BYTES], 'quai.png', { type: 'image/png' }));
  await user.click(upload);
  await waitFor(() => expect(posts).toHaveLength(1));
});

test('a picture in use links its articles and has no Delete; another is deleted after a confirmation', async () => {
  const deleted: string[] = [];
  server.use(
    http.delete('*/api/staff/media/:id', ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/media', 'en');
  const list = await screen.findByRole('list', { name: 'Pictures, newest first' });
  const [used, free] = within(list).getAllByRole('listitem');
  if (!used || !free) throw new Error('two pictures expected');
  expect(within(used).getByRole('link', { name: 'article 3' })).toHaveAttribute('href', '/en/staff/articles/3');
  expect(within(used).getByRole('link', { name: 'job offer 5' })).toHaveAttribute('href', '/en/staff/jobs/5');
  expect(within(used).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(within(used).getByText('Description: Lorry 12')).toBeInTheDocument();
  expect(within(free).getByText('No description in this language.')).toBeInTheDocument();
  const remove = within(free).getByRole('button', { name: 'Delete camion-7.png' });
  await user.click(remove);
  const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('camion-7.png was deleted.')).toBeInTheDocument();
  expect(deleted).toEqual(['7']);
});

test('Describe changes the four alt texts over the version read; a colleague’s change meanwhile is told', async () => {
  const puts: unknown[] = [];
  server.use(
    http.put('*/api/staff/media/:id', async ({ request }) => {
      puts.push(await request.json());
      return puts.length === 1
        ? refusal(409, 'STALE_UPDATE', { updated_at: '2026-11-21T10:00:00.000Z', updated_by: { id: 2, name: 'Nadia' } })
        : HttpResponse.json(staffMedia(7));
    }),
  );
  const { user } = await renderRoutes(routes, '/staff/media', 'en');
  await user.click(await screen.findByRole('button', { name: 'Describe camion-7.png' }));
  const dialog = await screen.findByRole('dialog', { name: 'Describe camion-7.png' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Description (Spanish)' }), 'Un camión');
  await user.click(within(dialog).getByRole('button', { name: 'Save the descriptions' }));
  expect(await within(dialog).findByText(/Nadia/)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Description (Spanish)' })).toHaveValue('Un camión');
  expect(puts[0]).toEqual({
    alt: { fr: '', en: '', es: 'Un camión', ar: '' },
    updated_at: '2026-11-20T10:00:00.000Z',
  });
});

test('editors and admins see the page in the navigation; a recruiter gets "not allowed" and no link', async () => {
  const { unmount } = await renderRoutes(routes, '/staff/media', 'ar');
  expect(await screen.findByRole('heading', { level: 1, name: 'مكتبة الوسائط' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'مكتبة الوسائط' })).toHaveAttribute('href', '/ar/staff/media');
  unmount();
  server.use(sessionAs(RECRUITER));
  await renderRoutes(routes, '/staff/media', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: /not allowed/i })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Media' })).not.toBeInTheDocument();
});
