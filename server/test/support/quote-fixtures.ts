import { todayIso } from '@freight/shared/core/schemas/dates';

/** An ISO date `days` after today on the company's calendar (what the schemas compare with). */
export function inDays(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2026-11-23' -> '23/11/2026', as the French e-mails write dates. */
export const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

export const client = {
  fullName: 'Amina El Idrissi',
  email: 'amina@example.ma',
  phone: '0612345678',
  company: 'Agrumes du Nord',
  city: 'Tétouan',
};

/** A complete quote request as the wizard sends it (form values: strings, 'oui'/'non'). */
export function quoteBody(type = 'full-load') {
  return {
    cotation: { type },
    client,
    product: { sector_of_activity: 'agriculture', vehicle_type: 'mega-covered', weight: '12,5', dangerous: 'non' },
    loading: { place: 'Tanger Med', date: inDays(2), time_slots: ['8-14'] },
    unloading: {
      place: 'Perpignan, MIN Saint-Charles',
      date: inDays(5),
      time_slots: ['14-20', '20-23'],
      more_info: 'Palettes filmées.\nQuai n° 4, appeler 1 h avant.',
    },
  };
}

export function otherQuoteBody() {
  return {
    client,
    info: { object: 'Stockage sous douane', message: 'Nous cherchons 200 m² sous douane\npour 3 mois.' },
  };
}
