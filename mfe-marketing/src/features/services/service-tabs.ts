import type { ServiceKey } from '../../config/pages';

/**
 * The tab ids of each /service page, in the order of the tabs in the locale
 * files (SPEC.md's list). They go into the URL (`?tab=contrat`), so they are
 * kept in French whatever the language, like the about page's anchors: a
 * shared link opens the same tab for everyone.
 */
export const SERVICE_TABS: Record<ServiceKey, readonly string[]> = {
  maintenance: ['armoires', 'integration', 'contrat'],
  supervision: ['automates', 'supervision'],
  automotive: ['lignes', 'tracabilite'],
  formation: ['electricite', 'automatisme', 'protection', 'maintenance'],
  securite: ['videosurveillance', 'intrusion'],
  traction: ['ingenierie', 'etudes', 'conception'],
};

/** The query parameter naming the open tab. */
export const TAB_PARAM = 'tab';
