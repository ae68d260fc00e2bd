import '@freight/shared/web/ui/theme.css';

/**
 * The page the server sent is painted and readable before this runs
 * (docs/decisions/016-first-load-scripts.md, "Hydration in short tasks"). Starting the app is
 * done in steps, each its own task with the browser free in between, rather
 * than as one long task a phone cannot answer a tap during: the modules are in
 * this chunk already (`webpackMode: "eager"` makes no request and no chunk of
 * its own) and are evaluated only when their step comes.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A remote the server could not render (unavailable, failed, over its time
 * budget) is rendered here instead: React reports that as a recoverable error,
 * which is expected; anything else (a hydration mismatch) is a defect.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/could not finish this Suspense boundary|#419\b|[?&]invariant=419\b/.test(message)) {
    console.info('A part of the page renders in the browser:', message);
    return;
  }
  console.error(error);
}

async function start() {
  const [paths, { initI18n }, { remotesReady }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@freight/shared/core/federation/site-paths'),
    import(/* webpackMode: "eager" */ '@freight/shared/web/i18n/setup'),
    import(/* webpackMode: "eager" */ './features/remotes/remote-config'),
  ]);
  // The server answers ?lng= and trailing slashes with a 301; a dev server does not,
  // so the page puts its own address right before anything reads it (a remote's
  // aliases are its own routes).
  const moved = paths.redirectTarget(`${window.location.pathname}${window.location.search}`);
  if (moved) window.history.replaceState(window.history.state, '', `${moved}${window.location.hash}`);
  // The address names the language (docs/decisions/004-languages.md).
  const { language } = paths.languageFromPath(window.location.pathname);
  void initI18n({ language });
  void remotesReady();

  await nextTask();
  const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const [{ SWRConfig }, { readServerData, serverDataConfig, FormattedTextsProvider }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'swr'),
    import(/* webpackMode: "eager" */ './app/server-data'),
  ]);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();

  const container = document.getElementById('root');
  if (!container) return;
  const serverData = readServerData();
  const page = (
    <StrictMode>
      <FormattedTextsProvider texts={serverData?.formatted ?? {}}>
        <SWRConfig value={serverDataConfig(serverData)}>
          <App basename={paths.localizedPath('/', language)} />
        </SWRConfig>
      </FormattedTextsProvider>
    </StrictMode>
  );
  // The server's HTML becomes the app where it sent one. Hydrating in a transition lets React
  // yield to the browser between small slices of work instead of one long task.
  if (serverData)
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError });
    });
  else createRoot(container).render(page);
}

void start();
