import i18next from 'i18next';

// Apart from setup.ts so that a remote waiting for i18next does not bundle
// the language detector and HTTP backend the host already started.

/** Resolves once i18next has initialised: addResourceBundle exists only after init(). */
export function whenI18nReady(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    i18next.on('initialized', () => resolve());
  });
}
