import { todayIso } from '@freight/shared/core/schemas/dates';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { Application } from '@freight/shared/core/schemas/application';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import type { Database } from '../db/database';
import { ValidationFailed } from '../http/errors';
import { applicationAcknowledgement } from '../mail/acknowledgements';
import { applicationNotification } from '../mail/submission-notifications';
import { APPLICATIONS, storeSubmission, type StoredSubmission } from './store-submission';
import { pdfFileName } from './file-name';
import { OPEN_JOB } from '../jobs/jobs-repository';
import type { SubmissionMeta } from '../http/submission';
import { acknowledgementContext } from './submissions-repository';

/** A CV received whole and checked to be a PDF, not stored yet. */
export interface UploadedCv {
  /** Its generated key (cv-store.ts): what the row and the e-mail's attachment name it by. */
  key: string;
  content: Buffer;
  size: number;
  sha256: string;
  /** The visitor's file name, sanitized (file-name.ts): information, never a path. */
  fileName: string;
}

export interface ApplicationsRepositoryOptions {
  /** Where the notifications go (NOTIFY_EMAIL). */
  notifyTo: string;
  /** The company of this deployment (SITE_PROFILE): its details end every acknowledgement. */
  profile: SiteProfile;
  /** The origin of the follow-up links (PUBLIC_ORIGIN); the submission's own when unset. */
  publicOrigin?: string;
}

/** An application and, when the applicant ticked it, the consent to keep their CV (Moroccan law 09-08). */
export type ConsentedApplication = Omit<Application, 'cv_consent'> & { cv_consent?: 'true' };

/** The offer applied for: its French title for the company, its title in the applicant's language for them. */
interface JobOffer {
  id: number;
  post: string;
  localPost: string;
}

// An application is one unit: its row, its CV (migrations/010-cv-content.sql)
// and its e-mails are written by one statement, so there is never a row
// without its CV nor a CV without its row.

export function createApplicationsRepository(db: Database, options: ApplicationsRepositoryOptions) {
  const { notifyTo } = options;
  /** The offer applied for, with its French title (the company's language), or null when it does not exist or has expired. */
  async function jobOffer(id: number, language: SiteLanguage): Promise<JobOffer | null> {
    const { rows } = await db.query<{ post: string; local_post: string }>(
      `SELECT t.post, coalesce(l.post, t.post) AS local_post
       FROM jobs j JOIN job_translations t ON t.job_id = j.id AND t.lang = 'fr'
       LEFT JOIN job_translations l ON l.job_id = j.id AND l.lang = $3
       WHERE j.id = $1 AND ${OPEN_JOB('$2')}`,
      [id, todayIso(), language],
    );
    const row = rows[0];
    return row === undefined ? null : { id, post: row.post, localPost: row.local_post };
  }

  return {
    /**
     * Stores an application with its CV, and queues its e-mail with the CV
     * attached. 409 IDEMPOTENCY_CONFLICT when the key names another
     * application; a replay stores nothing (the first application keeps its CV).
     */
    async create(application: ConsentedApplication, cv: UploadedCv, meta: SubmissionMeta): Promise<StoredSubmission> {
      const ackContext = acknowledgementContext(meta, options);
      const consented = application.cv_consent === 'true';
      const job = application.job_id === undefined ? null : await jobOffer(application.job_id, meta.language);
      if (application.job_id !== undefined && !job) throw new ValidationFailed({ job_id: VALIDATION.invalid }, 'body');
      return storeSubmission(db, APPLICATIONS, {
        ...meta,
        // The CV's checksum is part of the request: the same key with another file is another request.
        payload: { ...application, cv: { size: cv.size, sha256: cv.sha256 } },
        columns: {
          career_type: application.type,
          full_name: application.fullName,
          email: application.email,
          phone: application.phone,
          country: application.country,
          city: application.city,
          experience: application.experience,
          level_of_studies: application.level_of_studies,
          job_id: job?.id,
          job_post: job?.post,
          cv_storage_key: cv.key,
          cv_file_name: cv.fileName,
          cv_size: cv.size,
          cv_sha256: cv.sha256,
          cv_consent_at: consented ? meta.receivedAt.toISOString() : null,
        },
        notification: (reference) =>
          applicationNotification(
            application,
            { storageKey: cv.key, fileName: pdfFileName(cv.fileName), size: cv.size },
            { reference, to: notifyTo, receivedAt: meta.receivedAt },
            job && { id: job.id, post: job.post },
          ),
        acknowledgement: (reference, token) =>
          application.email
            ? applicationAcknowledgement(
                {
                  application,
                  job: job && { id: job.id, post: job.localPost },
                  cvFileName: pdfFileName(cv.fileName),
                  cvConsent: consented,
                },
                ackContext(reference, token),
              )
            : null,
        file: { key: cv.key, content: cv.content },
      });
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
