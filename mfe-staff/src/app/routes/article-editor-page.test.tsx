import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { setupMockApi } from '@freight/shared/test/test-server';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';
import { sessionAs } from '../../test/staff-api-mocks';

const server = setupMockApi();
const EDITOR = { id: 6, email: 'eli@example.ma', name: 'Eli Editor', role: 'editor' as StaffRole };

// jsdom lays nothing out: ProseMirror's scrolling into view asks for rectangles it does not have.
const noRects = () => Object.assign([], { item: () => null });
beforeAll(() => {
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
  Object.assign(Text.prototype, { getClientRects: noRects });
  Object.assign(document, { elementFromPoint: () => null });
});

beforeEach(() => {
  sessionStorage.clear();
  server.use(
    sessionAs(EDITOR),
    http.get('*/api/staff/article-images', () =>
      HttpResponse.json({ data: [{ name: 'route.svg', url: '/images/articles/route.svg' }] }),
    ),
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
