import type { FastifyRequest } from 'fastify';
import { CV_MAX_BYTES } from '@freight/shared/core/constants';
import { applicationSchema } from '@freight/shared/core/schemas/application';
import { splitFormMeta, type FormMeta, type SpamSignal } from '@freight/shared/core/schemas/form-meta';
import { formMetaSchema } from '@freight/shared/core/schemas/form-meta-schema';
import { fieldErrors, VALIDATION, type ValidationKey } from '@freight/shared/core/schemas/messages';
import { ValidationFailed } from '../../http/errors';
import { withFormMeta } from '../../http/form-meta';
import type { SpamGuard } from '../../requests/spam-guard';
import { readMultipartForm } from '../../http/multipart-form';
import { checkPdfUpload } from '../../http/pdf-upload';
import type { ConsentedApplication, UploadedCv } from '../../requests/applications-repository';
import { newCvKey } from '../../requests/cv-store';
import { sanitizeFileName } from '../../requests/file-name';

// The application form of /jobOffers as multipart/form-data: the text fields
// of applicationSchema (the browser's own schema), the form meta fields and
// the CV under `file`.

export const CV_FIELD = 'file';
/** The ticked "keep my CV" box (Moroccan law 09-08): 'true'. */
export const CV_CONSENT_FIELD = 'cv_consent';

const applicationBodySchema = withFormMeta(applicationSchema);

/** Errors of the fields that were sent (a field still missing may come later in the body). */
function errorsOfSentFields(fields: Record<string, string>): ValidationKey[] {
  const result = applicationBodySchema.safeParse(fields);
  if (result.success) return [];
  return Object.entries(fieldErrors(result))
    .filter(([name]) => Object.hasOwn(fields, name))
    .map(([, key]) => key);
}

/** The spam guard's verdict on the meta fields sent so far (null while they are malformed or absent). */
function spamSoFar(fields: Record<string, string>, guard: Pick<SpamGuard, 'check'>): SpamSignal | null {
  const meta = formMetaSchema.safeParse(fields);
  return meta.success ? guard.check(meta.data) : null;
}

export type ApplicationForm =
  | { spam: null; application: ConsentedApplication; meta: FormMeta; cv: UploadedCv }
  /** Looks automated (docs/decisions/005-form-submissions.md): valid, but its CV was not kept. */
  | { spam: SpamSignal };

/** The checked bytes of an upload, gathered in memory: at most CV_MAX_BYTES, the stream fails past it. */
async function gather(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Reads the form, the CV checked as it arrives (413, 415 on the way) and kept
 * in memory until the application's statement stores it with its row: nothing
 * is written anywhere before that. Answers the valid application with its CV,
 * or throws 400 VALIDATION_FAILED with every field's error. A valid form the
 * spam guard flags is answered `{ spam }`, its CV dropped.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  guard: Pick<SpamGuard, 'check'>,
): Promise<ApplicationForm> {
  let namedByVisitor = false;
  const form = await readMultipartForm<UploadedCv>(request, {
    fileField: CV_FIELD,
    // The site sends its text fields before the CV: when one is already
    // wrong, the answer is a 400 whatever the file holds, so it is read and
    // dropped, never kept. Nor is the CV of a form the spam guard already flags.
    shouldStore: (soFar) =>
      Object.keys(soFar.problems).length === 0 &&
      errorsOfSentFields(soFar.fields).length === 0 &&
      spamSoFar(soFar.fields, guard) === null,
    async saveFile(part) {
      namedByVisitor = Boolean(part.filename);
      const upload = checkPdfUpload(part.file, CV_MAX_BYTES);
      const content = await gather(upload.stream);
      return {
        key: newCvKey(),
        content,
        ...upload.result(),
        fileName: sanitizeFileName(part.filename, 'cv.pdf'),
      };
    },
  });

  const parsed = applicationBodySchema.safeParse(form.fields);
  const errors: Record<string, ValidationKey> = { ...(parsed.success ? {} : fieldErrors(parsed)), ...form.problems };
  const cv = form.file;
  const spam = parsed.success ? guard.check(parsed.data) : null;
  if (!form.fileSent) {
    errors[CV_FIELD] = VALIDATION.required;
  } else if (cv?.size === 0) {
    // A browser form posts an empty part without a name when no file was chosen.
    errors[CV_FIELD] = namedByVisitor ? VALIDATION.fileEmpty : VALIDATION.required;
  } else if (!cv && !spam && Object.keys(errors).length === 0) {
    errors[CV_FIELD] = VALIDATION.invalid;
  }
  if (spam && Object.keys(errors).length === 0) return { spam };
  // A CV sent after a wrong field was not kept: the fields' errors say why.
  if (!parsed.success || !cv || Object.keys(errors).length > 0) throw new ValidationFailed(errors, 'body');
  const { meta, fields } = splitFormMeta(parsed.data);
  // The consent is stored with its date when the box was ticked, whether or not the schema requires it.
  const cvConsent = form.fields[CV_CONSENT_FIELD] === 'true' ? ('true' as const) : undefined;
  return { spam: null, application: { ...fields, [CV_CONSENT_FIELD]: cvConsent }, meta, cv };
}
