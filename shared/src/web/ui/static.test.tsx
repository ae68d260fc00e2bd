(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Static } from './static';

let rendered: string[] = [];

function Paragraph({ text }: { text: string }) {
  rendered.push(text);
  return (
    <p>
      {text} <Link to="/next">next</Link> <a href="https://example.org/away">away</a>{' '}
      <a href="/en/next" target="_blank" rel="noopener">
        new tab
      </a>
    </p>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

let setCount: (n: number) => void = () => undefined;
function Page() {
  const [count, set] = useState(0);
  setCount = set;
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => set(count + 1)}>
        {count}
      </button>
      <Static as="section" aria-label="about">
        <Paragraph text={`text of ${pathname}`} />
      </Static>
      <Where />
    </>
  );
}

const app = (
  <MemoryRouter basename="/en" initialEntries={['/en/']}>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </MemoryRouter>
);

let container: HTMLElement;
let root: Root | undefined;
const recoverable: unknown[] = [];

beforeEach(() => {
  rendered = [];
  recoverable.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

async function hydrate(html: string) {
  container.innerHTML = html;
  rendered = [];
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
  });
}

test("the server's HTML of a section is kept as it is and none of its components runs in the browser", async () => {
  const html = renderToString(app);
  expect(rendered).toEqual(['text of /']);
  await hydrate(html);
  const section = container.querySelector('section');
  const paragraph = container.querySelector('p');
  expect(rendered).toEqual([]);
  expect(recoverable).toEqual([]);
  expect(section?.getAttribute('aria-label')).toBe('about');
  expect(container.innerHTML).toBe(html);

  // The rest of the page is live; a render of the page around it leaves the section's nodes alone.
  await act(async () => setCount(5));
  expect(container.querySelector('button')?.textContent).toBe('5');
  expect(container.querySelector('p')).toBe(paragraph);
  expect(rendered).toEqual([]);
});

test('a link inside the kept section navigates inside the app; then the section renders for the new page', async () => {
  await hydrate(renderToString(app));
  const link = container.querySelector<HTMLAnchorElement>('a[href="/en/next"]:not([target])');
  await act(async () => link?.click());
  expect(container.querySelector('output')?.textContent).toBe('/next');
  expect(rendered).toEqual(['text of /next']);
  expect(container.querySelector('p')?.textContent).toContain('text of /next');
});

test('links to elsewhere, to a new tab or with a modifier key are left to the browser', async () => {
  await hydrate(renderToString(app));
  const clicks: boolean[] = [];
  const record = (event: Event) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault(); // jsdom does not navigate; the test only reads whether the section took it
  };
  container.addEventListener('click', record);
  const own = container.querySelector<HTMLAnchorElement>('a[href="/en/next"]:not([target])');
  await act(async () => {
    container.querySelector<HTMLAnchorElement>('a[href^="https://example.org"]')?.click();
    container.querySelector<HTMLAnchorElement>('a[target="_blank"]')?.click();
    own?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  });
  container.removeEventListener('click', record);
  expect(clicks).toEqual([false, false, false]);
  expect(container.querySelector('output')?.textContent).toBe('/');
});

test('without HTML from the server (a page the browser renders) the section renders its children', async () => {
  await act(async () => {
    const { createRoot } = await import('react-dom/client');
    const client = createRoot(container);
    root = client;
    client.render(app);
  });
  expect(rendered).toEqual(['text of /']);
  expect(container.querySelector('section p')?.textContent).toContain('text of /');
});
