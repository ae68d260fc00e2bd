import { z } from 'zod/mini';
import { CAREER_TYPES, CV_MAX_BYTES, EXPERIENCE_OPTIONS, STUDY_LEVELS } from '../constants';
import {
  MESSAGE,
  TEXT_LIMITS,
  choice,
  emailField,
  missingOr,
  optionalChoice,
  phoneField,
  recordId,
  requiredText,
} from './fields';
import { VALIDATION } from './messages';

/**
 * The application's text fields, as the multipart POST /api/condidature
 * carries them. The CV is checked apart: by cvFileSchema in the browser, by
 * its content on the server. zod/mini, as fields.ts.
 */
export const applicationSchema = z.object(
  {
    type: choice(CAREER_TYPES),
    fullName: requiredText(TEXT_LIMITS.name),
    email: emailField,
    phone: phoneField,
    country: requiredText(TEXT_LIMITS.city),
    city: requiredText(TEXT_LIMITS.city),
    message: requiredText(TEXT_LIMITS.message, MESSAGE),
    experience: optionalChoice(EXPERIENCE_OPTIONS),
    level_of_studies: choice(STUDY_LEVELS),
    /** The offer applied for (GET /api/jobs); absent for a spontaneous application. */
    job_id: z.optional(recordId),
    /**
     * The applicant agrees that the CV is kept to consider the application
     * (Moroccan law 09-08; docs/decisions/005-form-submissions.md). The form
     * sends the text 'true'; anything else, or nothing, is refused.
     */
    cv_consent: z.literal('true', { error: VALIDATION.consentRequired }),
  },
  { error: missingOr(VALIDATION.invalid) },
);
export type Application = z.infer<typeof applicationSchema>;

const PDF_NAME = /\.pdf$/i;

/** Some systems give PDFs an empty MIME type, so the name also counts. */
export function looksLikePdf(file: Blob): boolean {
  if (file.type === 'application/pdf') return true;
  return 'name' in file && typeof file.name === 'string' && PDF_NAME.test(file.name);
}

/** The CV picked in the browser: a PDF of at most 5 MB (docs/product-rules.md#forms-and-validation). */
export const cvFileSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
    error: missingOr(VALIDATION.fileType),
  })
  .check(
    z.refine((file) => file.size > 0, { error: VALIDATION.fileEmpty, abort: true }),
    z.refine(looksLikePdf, { error: VALIDATION.fileType, abort: true }),
    z.refine((file) => file.size <= CV_MAX_BYTES, { error: VALIDATION.fileSize }),
  );

/** The whole application form in the browser: fields and CV together. */
export const applicationFormSchema = z.extend(applicationSchema, { file: cvFileSchema });
export type ApplicationForm = z.infer<typeof applicationFormSchema>;
