import { todayIso } from '@freight/shared/core/schemas/dates';
import type { StaffArticleInput, StaffJobInput } from '@freight/shared/core/schemas/staff-content';

// Job offers and articles as the back office's forms send them (four languages).

export const inDays = (days: number) =>
  new Date(Date.parse(`${todayIso()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function jobBody(post = 'Chauffeur-livreur à Tétouan'): StaffJobInput {
  const text = (lang: string) => ({
    post: lang === 'fr' ? post : `${post} (${lang})`,
    location: 'Tétouan',
    contract: 'CDI',
    description: `Livraisons régionales (${lang}).`,
  });
  return {
    translations: { fr: text('fr'), en: text('en'), es: text('es'), ar: text('ar') },
    salary: 8000,
    experience_years: 2,
    valid_through: inDays(30),
  };
}

export function articleBody(title = 'Le transport frigorifique en été'): StaffArticleInput {
  const text = (lang: string) => ({
    title: lang === 'fr' ? title : `${title} (${lang})`,
    body: `<p>Premier paragraphe <strong>${lang}</strong>.</p><ul><li>un</li></ul><p>Suite.</p>`,
  });
  return { translations: { fr: text('fr'), en: text('en'), es: text('es'), ar: text('ar') }, img: 'dry-port.svg' };
}
