import { ELECTRICAL_LOGO_SVG, svgDataUri } from './assets/logos';
import type { SiteProfile } from './profile-schema';

// Same rule as the freight profile: fictional numbers, addresses and domains.

/** The electrical engineering company sharing the site's structure. */
export const electricalProfile: SiteProfile = {
  name: 'electrical',
  brandName: 'Tingis Electric',
  logo: svgDataUri(ELECTRICAL_LOGO_SVG),
  phones: ['+212 5 39 00 00 10', '+212 6 00 00 00 10'],
  emergencyPhones: ['+212 6 00 00 00 11', '+212 7 00 00 00 11'],
  email: 'contact@tingis-electric.example',
  descriptionKey: 'electrical.description',
  addressKey: 'electrical.address',
  hoursKey: 'electrical.hours',
  postalAddress: {
    streetAddress: 'Lot 00, zone industrielle de Gzenaya',
    addressLocality: 'Tanger',
    addressCountry: 'MA',
  },
  openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30' }],
  hotlineKey: 'electrical.hotline',
  // Gzenaya industrial zone, south-west of Tanger.
  location: { lat: 35.7233, lng: -5.9217 },
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/tingiselectric' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/tingis-electric' },
    { network: 'instagram', url: 'https://www.instagram.com/tingiselectric' },
  ],
  shopUrl: 'https://shop.tingis-electric.example',
  figures: [
    { value: '15+', labelKey: 'figures.collaborators' },
    { value: '6+', labelKey: 'figures.experience' },
    { value: '75+', labelKey: 'figures.clients' },
  ],
  // The same names as the API's seed (server/seed/partners/electrical.json): shown when the logos cannot load.
  partners: [
    'Volta Components',
    'Atlas Cables',
    'Maghreb Automation',
    'Nord Switchgear',
    'Secure Vision Systems',
    'Ohm Industrial Supply',
    'Tanja Energy Services',
  ],
  // Each brand has its own documents.
  certificates: {
    fr: '/docs/electrical/iso-9001-certificate-fr.pdf',
    en: '/docs/electrical/iso-9001-certificate-en.pdf',
    es: '/docs/electrical/iso-9001-certificate-es.pdf',
    ar: '/docs/electrical/iso-9001-certificate-ar.pdf',
  },
  qualityPolicy: { fr: '/docs/electrical/quality-policy-fr.pdf', en: '/docs/electrical/quality-policy-en.pdf' },
  termsOfSale: '/docs/electrical/general-terms-of-sale.pdf',
  promotedServices: [
    { labelKey: 'menu.service.maintenance', to: '/service/maintenance' },
    { labelKey: 'menu.service.supervision', to: '/service/supervision' },
    { labelKey: 'menu.service.training', to: '/service/formation' },
    { labelKey: 'menu.service.security', to: '/service/securite' },
    { labelKey: 'menu.service.engineering', to: '/service/traction' },
  ],
  sectorsMenu: [
    { labelKey: 'menu.service.maintenance', to: '/service/maintenance' },
    { labelKey: 'menu.service.supervision', to: '/service/supervision' },
    { labelKey: 'menu.service.automotive', to: '/service/automotive' },
    { labelKey: 'menu.service.training', to: '/service/formation' },
    { labelKey: 'menu.service.security', to: '/service/securite' },
    { labelKey: 'menu.service.engineering', to: '/service/traction' },
  ],
};
