import { screen } from '@testing-library/react';
import type { TestLanguage } from '@freight/shared/test/test-utils';
import { routes } from '../../exposes/routes';
import { renderRoutes } from '../../test/render-routes';

async function documentLinks(lng: TestLanguage) {
  await renderRoutes(routes, '/certification', lng);
  await screen.findByRole('heading', { level: 1 });
  return screen.getAllByRole('link').filter((link) => link.getAttribute('type') === 'application/pdf');
}

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

afterEach(() => document.head.querySelector('meta[name="site-profile"]')?.remove());

test('in French: the French certificate and quality policy, and the terms of sale', async () => {
  const links = await documentLinks('fr');
  expect(hrefs(links)).toEqual([
    '/docs/iso-9001-certificate-fr.pdf',
    '/docs/quality-policy-fr.pdf',
    '/docs/general-terms-of-sale.pdf',
  ]);
  expect(links.map((link) => link.textContent)).toEqual([
    'Télécharger le certificat (PDF, français)',
    'Télécharger la politique qualité (PDF, français)',
    'Télécharger les conditions générales de vente (PDF, français)',
  ]);
  expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['fr', 'fr', 'fr']);
});

test.each([
  ['en', 'Download the certificate (PDF, English)'],
  ['es', 'Descargar el certificado (PDF, español)'],
  ['ar', 'تحميل الشهادة (PDF، بالعربية)'],
] as const)(
  'in %s: the certificate in that language, the English quality policy (docs/product-rules.md#brand-profiles)',
  async (lng, label) => {
    const links = await documentLinks(lng);
    expect(hrefs(links)).toEqual([
      `/docs/iso-9001-certificate-${lng}.pdf`,
      '/docs/quality-policy-en.pdf',
      '/docs/general-terms-of-sale.pdf',
    ]);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('hreflang', lng);
  },
);

test("the electrical profile links to its own brand's documents", async () => {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = 'electrical';
  document.head.append(meta);
  const links = await documentLinks('fr');
  expect(hrefs(links)).toEqual([
    '/docs/electrical/iso-9001-certificate-fr.pdf',
    '/docs/electrical/quality-policy-fr.pdf',
    '/docs/electrical/general-terms-of-sale.pdf',
  ]);
});

test('each document is a titled card under the documents section', async () => {
  await renderRoutes(routes, '/certification', 'fr');
  const section = await screen.findByRole('region', { name: 'Nos documents' });
  expect(section).toBeInTheDocument();
  for (const title of ['Certificat ISO 9001:2015', 'Politique qualité', 'Conditions générales de vente']) {
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
  }
});
