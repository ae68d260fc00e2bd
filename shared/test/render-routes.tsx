import { Suspense } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '../src/core/federation/site-paths';
import { TEST_LANGUAGES, UI_BUNDLES, type TestLanguage } from './test-utils';
// The shared namespaces are served by the host at run time; tests read the same files.
import commonAr from '../locales/ar/common.json';
import commonEn from '../locales/en/common.json';
import commonEs from '../locales/es/common.json';
import commonFr from '../locales/fr/common.json';
import profileAr from '../locales/ar/profile.json';
import profileEn from '../locales/en/profile.json';
import profileEs from '../locales/es/profile.json';
import profileFr from '../locales/fr/profile.json';
import formsAr from '../locales/ar/forms.json';
import formsEn from '../locales/en/forms.json';
import formsEs from '../locales/es/forms.json';
import formsFr from '../locales/fr/forms.json';

type Bundle = Record<string, unknown>;
const SHARED: Record<TestLanguage, Record<string, Bundle>> = {
  fr: { ui: UI_BUNDLES.fr, common: commonFr, profile: profileFr, forms: formsFr },
  en: { ui: UI_BUNDLES.en, common: commonEn, profile: profileEn, forms: formsEn },
  es: { ui: UI_BUNDLES.es, common: commonEs, profile: profileEs, forms: formsEs },
  ar: { ui: UI_BUNDLES.ar, common: commonAr, profile: profileAr, forms: formsAr },
};

export interface RemoteBundles {
  /** The remote's namespace, e.g. `blog`. */
  ns: string;
  bundles: Record<TestLanguage, Bundle>;
}

/**
 * NamespaceGate loads bundles into the i18next singleton (the one the shell
 * shares with every remote), so tests start that singleton with every bundle
 * already in memory rather than a private instance.
 */
function startI18n({ ns, bundles }: RemoteBundles) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'fr',
      fallbackLng: false,
      resources: {},
      ns: [],
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  for (const lng of TEST_LANGUAGES) {
    for (const [name, bundle] of Object.entries(SHARED[lng])) i18next.addResourceBundle(lng, name, bundle, true, true);
    i18next.addResourceBundle(lng, ns, bundles[lng], true, true);
  }
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="location">{pathname}</p>
      <p data-testid="search">{search}</p>
    </>
  );
}

function RoutesView({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's routes at `path` (a site path), as the shell would, in
 * language `lng`, with an empty SWR cache: under the language's prefix as the
 * router's basename (/en/blog), so the links a page renders are its addresses.
 */
export async function renderRoutes(
  routes: RouteObject[],
  path: string,
  remote: RemoteBundles,
  lng: TestLanguage = 'fr',
) {
  startI18n(remote);
  await i18next.changeLanguage(lng);
  // Async act lets React retry the page once NamespaceGate's promise settles.
  const result = await act(async () =>
    render(
      <I18nextProvider i18n={i18next}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter basename={localizedPath('/', lng)} initialEntries={[localizedPath(path, lng)]}>
            <Suspense fallback={<p>…</p>}>
              <RoutesView routes={routes} />
            </Suspense>
            <LocationProbe />
          </MemoryRouter>
        </SWRConfig>
      </I18nextProvider>,
    ),
  );
  return { ...result, user: userEvent.setup() };
}
