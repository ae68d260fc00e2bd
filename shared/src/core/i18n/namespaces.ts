/**
 * Namespaces of the shared package loaded at start, served as JSON by the host
 * at /locales/<lng>/<ns>.json. `forms` is also served there but loaded by the
 * pages that have a form (`useTranslation('forms')`), not by every page.
 */
export const SHARED_NAMESPACES = ['common', 'ui', 'profile'] as const;
