import profileEn from '../../../locales/en/profile.json';
import profileFr from '../../../locales/fr/profile.json';
import { ELECTRICAL_LOGO_SVG, FREIGHT_LOGO_SVG, svgOfDataUri } from './assets/logos';
import { electricalProfile } from './electrical';
import { freightProfile } from './freight';
import { PROFILE_NAMES } from './profile-names';
import { siteProfileSchema } from './profile-schema';
import { certificatePdf, getProfile, qualityPolicyPdf, shopCategoryUrl, telHref, toProfileName } from './profiles';

// The route table (docs/routes.md): every menu entry must lead to one of these.
const SITE_ROUTES = new Set([
  '/service/maintenance',
  '/service/supervision',
  '/service/automotive',
  '/service/formation',
  '/service/securite',
  '/service/traction',
  '/transport/general',
  '/transport/perissable',
  '/transport/conteneurs-maritimes',
  '/transport/traction',
  '/transport/adr',
  '/transport/uregent',
  '/transport/entreposaage',
  '/transport/port-sec',
  '/transport/hors-gabarit',
  '/transport/exceptionnel',
]);

test.each(PROFILE_NAMES)('the %s profile is valid', (name) => {
  const result = siteProfileSchema.safeParse(getProfile(name));
  expect(result.error?.issues ?? []).toEqual([]);
  expect(getProfile(name).name).toBe(name);
});

test.each(PROFILE_NAMES)('%s: every menu entry is a route of the site, listed once', (name) => {
  const { promotedServices, sectorsMenu } = getProfile(name);
  for (const item of [...promotedServices, ...sectorsMenu]) expect(SITE_ROUTES, item.to).toContain(item.to);
  expect(new Set(sectorsMenu.map((item) => item.to)).size).toBe(sectorsMenu.length);
  for (const item of promotedServices) expect(sectorsMenu.map((entry) => entry.to)).toContain(item.to);
});

test('the schema refuses a broken profile', () => {
  const broken = {
    ...freightProfile,
    phones: ['0539 12 34 56'],
    email: 'contact@freight',
    socials: [{ network: 'facebook', url: 'https://www.instagram.com/x' }],
    shopUrl: 'http://shop.example.com',
    termsOfSale: 'terms.docx',
  };
  const paths = siteProfileSchema.safeParse(broken).error?.issues.map((issue) => issue.path.join('.'));
  expect(paths).toEqual(
    expect.arrayContaining(['phones', 'email', 'socials', 'socials.0.url', 'shopUrl', 'termsOfSale']),
  );
});

test('the profiles differ where the product rules say: hours, figures, services (docs/product-rules.md#brand-profiles)', () => {
  expect(freightProfile.hoursKey).toBe('freight.hours');
  expect(electricalProfile.hoursKey).toBe('electrical.hours');
  expect(electricalProfile.figures.map((figure) => figure.value)).toEqual(['15+', '6+', '75+']);
  expect(freightProfile.figures.map((figure) => figure.value)).toContain('2018');
  expect(freightProfile.promotedServices.every((item) => item.to.startsWith('/transport/'))).toBe(true);
  expect(electricalProfile.promotedServices.every((item) => item.to.startsWith('/service/'))).toBe(true);
  expect(freightProfile.brandName).not.toBe(electricalProfile.brandName);
  expect(freightProfile.phones).not.toEqual(electricalProfile.phones);
});

test('phone numbers are visibly fictional', () => {
  for (const name of PROFILE_NAMES) {
    const { phones, emergencyPhones } = getProfile(name);
    for (const phone of [...phones, ...emergencyPhones]) expect(phone).toMatch(/^\+212 [5-7] \d\d 00 00 \d\d$/);
  }
});

test('the electrical profile links its external shop', () => {
  expect(new URL(electricalProfile.shopUrl ?? '').host).toBe('shop.tingis-electric.example');
});

test.each([
  ['freight', 'freight'],
  ['electrical', 'electrical'],
  [' Electrical ', 'electrical'],
  ['unknown', 'freight'],
  ['', 'freight'],
  [undefined, 'freight'],
  [null, 'freight'],
])('toProfileName(%j) is %s', (value, expected) => {
  expect(toProfileName(value)).toBe(expected);
  expect(getProfile(value).name).toBe(expected);
});

test.each([
  ['fr', '/docs/iso-9001-certificate-fr.pdf'],
  ['fr-MA', '/docs/iso-9001-certificate-fr.pdf'],
  ['en', '/docs/iso-9001-certificate-en.pdf'],
  ['es', '/docs/iso-9001-certificate-es.pdf'],
  ['ar', '/docs/iso-9001-certificate-ar.pdf'],
  ['ar-MA', '/docs/iso-9001-certificate-ar.pdf'],
  [undefined, '/docs/iso-9001-certificate-fr.pdf'],
])('certificate for %s is %s', (lng, expected) => {
  expect(certificatePdf(freightProfile, lng)).toBe(expected);
});

test('quality policy follows the same language rule, per brand', () => {
  expect(qualityPolicyPdf(electricalProfile, 'es')).toBe('/docs/electrical/quality-policy-en.pdf');
  expect(qualityPolicyPdf(electricalProfile, 'fr')).toBe('/docs/electrical/quality-policy-fr.pdf');
});

test('telHref keeps digits and the leading plus', () => {
  expect(telHref('+212 5 39 00 00 00')).toBe('tel:+212539000000');
});

test('shopCategoryUrl passes the category as category_id', () => {
  expect(shopCategoryUrl('https://shop.tingis-electric.example', 7)).toBe(
    'https://shop.tingis-electric.example/products?category_id=7',
  );
});

test('logos are inline SVG images', () => {
  for (const name of PROFILE_NAMES) {
    const { logo } = getProfile(name);
    expect(logo.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(logo)).toContain('<svg');
    expect(decodeURIComponent(logo)).not.toMatch(/<script|on\w+=/i);
    // What the header draws in the page: the SVG written into the profile, read back whole.
    expect(svgOfDataUri(logo)).toBe(name === 'electrical' ? ELECTRICAL_LOGO_SVG : FREIGHT_LOGO_SVG);
  }
  expect(svgOfDataUri('/logos/brand.svg')).toBeNull();
});

test.each(PROFILE_NAMES)('%s: the address and hours as data say what the translated texts say', (name) => {
  const { addressKey, hoursKey, postalAddress, openingHours } = getProfile(name);
  const text = (bundle: Record<string, unknown>, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
  expect(text(profileFr, addressKey)).toContain(`${postalAddress.streetAddress}, ${postalAddress.addressLocality}`);
  // '08:30' is written '8:30' in English and '8 h 30' in French.
  const clock = (time: string) => time.replace(/^0/, '');
  for (const { opens, closes } of openingHours)
    expect(text(profileEn, hoursKey)).toContain(`${clock(opens)} – ${clock(closes)}`);
});
