import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import type { ServiceKey } from '../../config/pages';

/**
 * The tab ids of each /service page per brand, in the order of the tabs in the
 * locale files: same six slugs and the same number of tabs for both brands.
 * They go into the URL (`?tab=contrat`), so they are kept in French whatever
 * the language: a shared link opens the same tab for everyone.
 */
export const SERVICE_TABS: Record<ProfileName, Record<ServiceKey, readonly string[]>> = {
  freight: {
    maintenance: ['preventif', 'atelier', 'controles'],
    supervision: ['geolocalisation', 'temperature'],
    automotive: ['flux-tendus', 'export'],
    formation: ['adr', 'eco-conduite', 'arrimage', 'temperature'],
    securite: ['surete', 'chargement'],
    traction: ['portuaire', 'semi-remorques', 'dediee'],
  },
  electrical: {
    maintenance: ['armoires', 'integration', 'contrat'],
    supervision: ['automates', 'supervision'],
    automotive: ['lignes', 'tracabilite'],
    formation: ['electricite', 'automatisme', 'protection', 'maintenance'],
    securite: ['videosurveillance', 'intrusion'],
    traction: ['ingenierie', 'etudes', 'conception'],
  },
};

/** The query parameter naming the open tab. */
export const TAB_PARAM = 'tab';
