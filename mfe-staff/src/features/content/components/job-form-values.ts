import type { SiteLanguage } from '@freight/shared/core/constants';
import type { StaffJob, StaffJobInput } from '@freight/shared/core/schemas/staff-content';

type JobText = StaffJobInput['translations']['fr'];
/** The form as typed: numbers stay the digits of their inputs until the schema reads them. */
export interface JobFormValues {
  translations: Record<SiteLanguage, JobText>;
  salary: string;
  experience_years: string;
  valid_through: string;
}

const EMPTY_TEXT: JobText = { post: '', location: '', contract: '', description: '' };

/** The editor's form as an offer fills it in (empty for a new one). */
export function jobFormValuesOf(job: StaffJob | null): JobFormValues {
  return {
    translations: {
      fr: job?.translations.fr ?? EMPTY_TEXT,
      en: job?.translations.en ?? EMPTY_TEXT,
      es: job?.translations.es ?? EMPTY_TEXT,
      ar: job?.translations.ar ?? EMPTY_TEXT,
    },
    salary: job ? String(job.salary) : '',
    experience_years: job ? String(job.experience_years) : '',
    valid_through: job?.valid_through.slice(0, 10) ?? '',
  };
}
