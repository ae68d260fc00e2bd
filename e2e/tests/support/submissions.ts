import { expect, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from './application-form';

/** An ISO day `days` after today (a quote's dates must be upcoming). */
export function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A full-load quote sent through the API, as the wizard sends it; its reference. */
export async function submitQuote(
  request: APIRequestContext,
  email: string,
  fullName: string,
  language: string,
  moreInfo?: string,
): Promise<string> {
  const response = await request.post('/api/cotation', {
    data: {
      cotation: { type: 'full-load' },
      client: { fullName, email, phone: '0612345678', company: 'Agrumes du Nord', city: 'Tétouan' },
      product: { sector_of_activity: 'agriculture', vehicle_type: 'mega-covered', weight: '12,5', dangerous: 'non' },
      loading: { place: 'Tanger Med', date: inDays(2), time_slots: ['8-14'] },
      unloading: {
        place: 'Perpignan',
        date: inDays(5),
        time_slots: ['14-20'],
        ...(moreInfo === undefined ? {} : { more_info: moreInfo }),
      },
      language,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** An application to a job offer, with a small PDF as its CV; its reference. */
export async function submitApplication(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/condidature', {
    multipart: {
      type: 'job-offer',
      fullName: 'Youssef Benali',
      email,
      phone: '+212612345678',
      country: 'Maroc',
      city: 'Tanger',
      message: 'Chauffeur poids lourd depuis 2019.',
      experience: '2-years',
      level_of_studies: 'bac+2',
      cv_consent: 'true',
      language: 'fr',
      file: { name: 'CV Youssef.pdf', mimeType: 'application/pdf', buffer: tinyPdf(`CV ${email}`) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}
