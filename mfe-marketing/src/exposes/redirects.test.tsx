import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useHref, useLocation } from 'react-router-dom';
import { PAGES } from '../config/pages';
import { routes } from './routes';

// The redirects this remote publishes (answered 301 by the server on a load) are also routes,
// for an in-app link to them.
const redirects = routes.filter((route) => route.path && `/${route.path}` in (PAGES.redirects ?? {}));

function Where() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <p data-testid="address">{useHref(pathname)}</p>
    </>
  );
}

function renderAt(basename: string, address: string) {
  render(
    <MemoryRouter basename={basename} initialEntries={[address]}>
      <Routes>
        {redirects.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

test.each([
  ['/', '/service', '/service/maintenance', '/service/maintenance'],
  ['/', '/transport', '/transport/general', '/transport/general'],
  ['/es', '/es/transport/urgent', '/transport/uregent', '/es/transport/uregent'],
  ['/ar', '/ar/transport/entreposage', '/transport/entreposaage', '/ar/transport/entreposaage'],
])('under %s, an in-app visit of %s lands on %s, in the same language', (basename, address, path, landed) => {
  renderAt(basename, address);
  expect(screen.getByTestId('where')).toHaveTextContent(path);
  expect(screen.getByTestId('address')).toHaveTextContent(landed);
});
