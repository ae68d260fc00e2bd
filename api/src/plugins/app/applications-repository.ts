import { todayIso } from '@freight/shared/core/schemas/dates';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLanguage } from '@freight/shared/core/constants';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import type { Application } from '@freight/shared/core/schemas/application';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import type { Database } from '../../db/database';
import { ValidationFailed } from '../../http/errors';
import { applicationAcknowledgement } from '../../mail/acknowledgements';
import { applicationNotification } from '../../mail/submission-notifications';
import { APPLICATIONS, storeSubmission, type StoredSubmission } from '../../submissions/store-submission';
import { pdfFileName } from '../../storage/file-name';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { OPEN_JOB } from './jobs-repository';
import { acknowledgementContext, type SubmissionMeta } from './submissions-repository';

/** A CV already written to the file storage, checked to be a PDF. */
export interface UploadedCv extends StoredFile {
  sha256: string;
  /** The visitor's file name, sanitized (storage/file-name.ts): information, never a path. */
  fileName: string;
}

export interface ApplicationsRepositoryOptions {
  /** Where the notifications go (NOTIFY_EMAIL). */
  notifyTo: string;
  /** The company of this deployment (SITE_PROFILE): its details end every acknowledgement. */
  profile: SiteProfile;
}

/** An application and, when the applicant ticked it, the consent to keep their CV (Moroccan law 09-08). */
export type ConsentedApplication = Omit<Application, 'cv_consent'> & { cv_consent?: 'true' };

/** The offer applied for: its French title for the company, its title in the applicant's language for them. */
interface JobOffer {
  id: number;
  post: string;
  localPost: string;
}

// An application is one unit across the file storage and the database: the
// CV is written first, then the row and its e-mail in one transaction. When
// the transaction fails the file is removed, so there is neither a row
// without its file nor (short of a crash in between) a file without its row.

export function createApplicationsRepository(
  db: Database,
  files: FileStorage,
  log: FastifyBaseLogger,
  { notifyTo, profile }: ApplicationsRepositoryOptions,
) {
  /** Removes an upload no row refers to; logs rather than hides the request's own error. */
  async function discard(key: string): Promise<void> {
    try {
      // A commit whose answer was lost must keep its file.
      const { rows } = await db.query('SELECT 1 FROM applications WHERE cv_storage_key = $1', [key]);
      if (rows.length > 0) return;
    } catch {
      // The database is not answering: the transaction that just failed did not commit as far as anyone can tell.
    }
    try {
      await files.remove(key);
    } catch (error) {
      log.error({ err: error, storageKey: key }, 'could not remove the file of a failed application');
    }
  }

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
    discard,

    /**
     * Removes CVs no application refers to (a crash between writing the file and
     * committing its row) once they are older than `olderThanMs`: an upload in
     * progress commits within seconds. Returns how many were removed.
     */
    async sweepOrphanFiles(olderThanMs: number, now = new Date()): Promise<number> {
      const staleBefore = new Date(now.getTime() - olderThanMs);
      let removed = 0;
      for await (const { key, modifiedAt } of files.list({ staleBefore })) {
        if (modifiedAt >= staleBefore) continue;
        const { rows } = await db.query('SELECT 1 FROM applications WHERE cv_storage_key = $1', [key]);
        if (rows.length > 0) continue;
        await files.remove(key);
        removed += 1;
      }
      if (removed > 0) log.warn({ removed }, 'removed uploaded files that no application refers to');
      return removed;
    },

    /**
     * Stores an application whose CV is already in the storage, and queues
     * its e-mail with the CV attached. 409 IDEMPOTENCY_CONFLICT when the key
     * names another application; a replay keeps the first application's file
     * and removes this one.
     */
    async create(application: ConsentedApplication, cv: UploadedCv, meta: SubmissionMeta): Promise<StoredSubmission> {
      let stored: StoredSubmission;
      const ackContext = acknowledgementContext(meta, profile);
      const consented = application.cv_consent === 'true';
      try {
        const job = application.job_id === undefined ? null : await jobOffer(application.job_id, meta.language);
        if (application.job_id !== undefined && !job)
          throw new ValidationFailed({ job_id: VALIDATION.invalid }, 'body');
        stored = await storeSubmission(db, APPLICATIONS, {
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
          acknowledgement: (reference) =>
            application.email
              ? applicationAcknowledgement(
                  {
                    application,
                    job: job && { id: job.id, post: job.localPost },
                    cvFileName: pdfFileName(cv.fileName),
                    cvConsent: consented,
                  },
                  ackContext(reference),
                )
              : null,
        });
      } catch (error) {
        await discard(cv.key);
        throw error;
      }
      if (stored.replayed) await discard(cv.key);
      return stored;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsRepository;
  }
}

/** Files younger than this are uploads in progress, never orphans. */
export const ORPHAN_FILE_AGE_MS = 60 * 60_000;
const SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

export const applicationsRepository = fp<ApplicationsRepositoryOptions>(
  async (app, options) => {
    const repository = createApplicationsRepository(app.db, app.files, app.log, options);
    app.decorate('applications', repository);
    // At start-up, then daily: nothing waits for it, a failure is only logged.
    const sweep = () =>
      void repository
        .sweepOrphanFiles(ORPHAN_FILE_AGE_MS)
        .catch((error: unknown) => app.log.error({ err: error }, 'orphan file sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'applications-repository', dependencies: ['db', 'file-storage'] },
);
