import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Routes, Route } from 'react-router-dom';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { renderShell } from '../../test/render';
import { RemoteMount } from './remote-mount';

const blogRoutes: RemoteRoutesModule = {
  routes: [{ path: 'blog', element: <h1>Remote blog page</h1> }],
};

function mount(
  path: string,
  load: () => Promise<RemoteRoutesModule>,
  reset = vi.fn(async () => {}),
  page: { codeRan?: () => boolean; reloadPage?: () => void } = {},
) {
  renderShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<RemoteMount remote="mfe_blog" load={load} reset={reset} {...page} />} />
      </Routes>
    </MemoryRouter>,
  );
  return reset;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

test('renders the remote route that matches', async () => {
  mount('/blog', async () => blogRoutes);
  expect(await screen.findByRole('heading', { name: 'Remote blog page' })).toBeInTheDocument();
});

test('a path the remote does not know shows the not-found page', async () => {
  mount('/blog/unknown/deeper', async () => blogRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
});

test('a remote that fails shows the translated fallback, and Retry loads it again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(blogRoutes);
  const reset = mount('/blog', load);
  expect(await screen.findByText('Cette partie du site est momentanément indisponible')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /réessayer/i }));
  expect(await screen.findByRole('heading', { name: 'Remote blog page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(reset).toHaveBeenCalledWith('mfe_blog');
});

test('a remote that throws while rendering is contained by its boundary', async () => {
  function Broken(): never {
    throw new Error('render failure');
  }
  mount('/blog', async () => ({ routes: [{ path: 'blog', element: <Broken /> }] }));
  expect(await screen.findByText('Cette partie du site est momentanément indisponible')).toBeInTheDocument();
});

test('a slow remote shows a loading state, not a blank page', async () => {
  mount('/blog', () => new Promise(() => {}));
  expect(await screen.findByText('Chargement de la page…')).toBeInTheDocument();
});

test('Retry after a remote whose code already ran (it crashed) reloads the page to get the deployed version', async () => {
  function Broken(): never {
    throw new Error('render failure');
  }
  const load = vi.fn(async () => ({ routes: [{ path: 'blog', element: <Broken /> }] }));
  const reloadPage = vi.fn();
  const reset = mount(
    '/blog',
    load,
    vi.fn(async () => {}),
    { codeRan: () => true, reloadPage },
  );
  await userEvent.click(await screen.findByRole('button', { name: /réessayer/i }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(reset).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a remote that failed is not fetched again by a new mount (navigating away and back), only by Retry', async () => {
  const load = vi.fn().mockRejectedValue(new Error('manifest 404'));
  const first = renderShell(
    <MemoryRouter initialEntries={['/blog']}>
      <RemoteMount remote="mfe_blog" load={load} reset={vi.fn(async () => {})} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Cette partie du site est momentanément indisponible')).toBeInTheDocument();
  first.unmount();

  const reset = mount('/blog', load);
  expect(await screen.findByText('Cette partie du site est momentanément indisponible')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: /réessayer/i }));
  expect(await screen.findByText('Cette partie du site est momentanément indisponible')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(reset).toHaveBeenCalledWith('mfe_blog');
});
