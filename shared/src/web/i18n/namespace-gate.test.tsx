import { Component, Suspense, type ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, expect, test, vi } from 'vitest';
import { NamespaceGate, retryFailedNamespaces } from './namespace-gate';
import type { NamespaceLoaders } from './namespace';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>fallback</p> : this.props.children;
  }
}

beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, fallbackLng: false, initAsync: false });
  await i18next.changeLanguage('en');
});

function loadersFrom(load: () => Promise<{ default: Record<string, unknown> }>): NamespaceLoaders {
  return { fr: load, en: load, es: load, ar: load };
}

/** Async act lets React retry the gate once its promise settles. */
function renderGate(ns: string, loaders: NamespaceLoaders, key = 0) {
  return act(async () =>
    render(
      <I18nextProvider i18n={i18next}>
        <Boundary key={key}>
          <Suspense fallback={<p>loading</p>}>
            <NamespaceGate ns={ns} loaders={loaders}>
              <p>page</p>
            </NamespaceGate>
          </Suspense>
        </Boundary>
      </I18nextProvider>,
    ),
  );
}

test('a translation chunk that cannot load ends in the fallback after a few spaced attempts, never a request loop', async () => {
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError: 404')));
  await renderGate('gate-broken', loadersFrom(load));
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.getByText('fallback')).toBeInTheDocument();
  const attempts = load.mock.calls.length;
  // Three spaced attempts in the active language, three in French.
  expect(attempts).toBeLessThanOrEqual(6);
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(load).toHaveBeenCalledTimes(attempts);
  vi.useRealTimers();
});

test('in French, a chunk that cannot load is tried three times, not three more as its own fallback', async () => {
  await i18next.changeLanguage('fr');
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError: 404')));
  await renderGate('gate-broken-fr', loadersFrom(load));
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.getByText('fallback')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

test("the remote's Retry tries again and the page shows once the chunk is back", async () => {
  vi.useFakeTimers();
  let up = false;
  const load = vi.fn(() => (up ? Promise.resolve({ default: { title: 'Title' } }) : Promise.reject(new Error('404'))));
  const view = await renderGate('gate-recovers', loadersFrom(load));
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(screen.getByText('fallback')).toBeInTheDocument();
  vi.useRealTimers();

  up = true;
  retryFailedNamespaces();
  view.unmount();
  await renderGate('gate-recovers', loadersFrom(load), 1);
  expect(screen.getByText('page')).toBeInTheDocument();
});
