import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useHref, useLocation } from 'react-router-dom';
import { redirectRoutes } from './router';

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
        {redirectRoutes()}
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
