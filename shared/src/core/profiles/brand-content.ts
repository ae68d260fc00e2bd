import type { ProfileName } from './profile-names';

// Which copy each brand profile shows (docs/decisions/007-brand-profiles.md):
// the prose of the about, certification, contact and /service/* pages lives under these
// roots of the locale files. Headings shared by both brands ("Notre histoire",
// the documents' titles) stay under `about.`, `certification.` and `service.`.
export const BRAND_CONTENT: Record<
  ProfileName,
  { about: string; certification: string; contact: string; service: string }
> = {
  freight: { about: 'about', certification: 'certification', contact: 'contact', service: 'service.brand.freight' },
  electrical: {
    about: 'about.brand.electrical',
    certification: 'certification.brand.electrical',
    contact: 'contact.brand.electrical',
    service: 'service',
  },
};
