import { FREIGHT_LOGO_SVG, svgDataUri } from './assets/logos';
import type { SiteProfile } from './profile-schema';

// Deliberately fictional phone numbers (all zeros) in the Moroccan format;
// addresses and e-mail domains too (docs/product-rules.md#brand-profiles).

/** The road haulier near Tanger Med: the default profile. */
export const freightProfile: SiteProfile = {
  name: 'freight',
  brandName: 'Boughaz Freight',
  logo: svgDataUri(FREIGHT_LOGO_SVG),
  phones: ['+212 5 39 00 00 00', '+212 6 00 00 00 00'],
  emergencyPhones: ['+212 6 00 00 00 01', '+212 7 00 00 00 01'],
  email: 'contact@boughaz-freight.example',
  descriptionKey: 'freight.description',
  addressKey: 'freight.address',
  hoursKey: 'freight.hours',
  postalAddress: {
    streetAddress: 'Lot 00, zone logistique de Tanger Med',
    addressLocality: 'Ksar Sghir',
    addressCountry: 'MA',
  },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '18:00' },
  ],
  hotlineKey: 'freight.hotline',
  // Ksar Sghir, by the Tanger Med port.
  location: { lat: 35.8458, lng: -5.5617 },
  socials: [
    { network: 'facebook', url: 'https://www.facebook.com/boughazfreight' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/boughaz-freight' },
    { network: 'instagram', url: 'https://www.instagram.com/boughazfreight' },
  ],
  // The home page's carousel: the sectors served, each opening the quote page with it chosen.
  servedSectors: [
    'automobile',
    'food',
    'agriculture',
    'industry',
    'textile-luxury',
    'home-equipment',
    'retail',
    'packaging',
    'hi-tech',
  ],
  // No shop: the online shop and its product carousel are the electrical brand's (docs/decisions/007-brand-profiles.md).
  figures: [
    { value: '2018', labelKey: 'figures.since' },
    { value: '40+', labelKey: 'figures.trucks' },
    { value: '10+', labelKey: 'figures.countries' },
    { value: '24/7', labelKey: 'figures.hotline' },
  ],
  // The same names as the API's seed (server/seed/partners/freight.json): shown when the logos cannot load.
  partners: [
    'Atlas Containers',
    'Strait Link Ferries',
    'Rif Logistics Park',
    'Iberia Cargo Express',
    'Sahara Reefer',
    'MedPort Handling',
    'Andalus Customs',
  ],
  certificates: {
    fr: '/docs/iso-9001-certificate-fr.pdf',
    en: '/docs/iso-9001-certificate-en.pdf',
    es: '/docs/iso-9001-certificate-es.pdf',
    ar: '/docs/iso-9001-certificate-ar.pdf',
  },
  qualityPolicy: { fr: '/docs/quality-policy-fr.pdf', en: '/docs/quality-policy-en.pdf' },
  termsOfSale: '/docs/general-terms-of-sale.pdf',
  promotedServices: [
    { labelKey: 'menu.transport.general', to: '/transport/general' },
    { labelKey: 'menu.transport.perishable', to: '/transport/perissable' },
    { labelKey: 'menu.transport.containers', to: '/transport/conteneurs-maritimes' },
    { labelKey: 'menu.transport.adr', to: '/transport/adr' },
    { labelKey: 'menu.transport.urgent', to: '/transport/uregent' },
  ],
  sectorsMenu: [
    { labelKey: 'menu.transport.general', to: '/transport/general' },
    { labelKey: 'menu.transport.perishable', to: '/transport/perissable' },
    { labelKey: 'menu.transport.containers', to: '/transport/conteneurs-maritimes' },
    { labelKey: 'menu.transport.traction', to: '/transport/traction' },
    { labelKey: 'menu.transport.adr', to: '/transport/adr' },
    { labelKey: 'menu.transport.urgent', to: '/transport/uregent' },
    { labelKey: 'menu.transport.oversized', to: '/transport/hors-gabarit' },
    { labelKey: 'menu.transport.exceptional', to: '/transport/exceptionnel' },
    { labelKey: 'menu.transport.storage', to: '/transport/entreposaage' },
    { labelKey: 'menu.transport.dry_port', to: '/transport/port-sec' },
  ],
};
