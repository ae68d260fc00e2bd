import type { FastifyPluginAsync } from 'fastify';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import { todayIso } from '@freight/shared/core/schemas/dates';
import { staffJobInputSchema, staffJobUpdateSchema } from '@freight/shared/core/schemas/staff-content';
import { createStaffJobsStore, jobChanges } from '../../jobs/jobs-store';
import { ValidationFailed } from '../../http/errors';
import { mapLanguages } from '../../content/content-records';
import { fieldInLanguages, fieldsWithMissingPictures } from '../../content/rich-text';
import { registerContentRoutes } from './content-routes';

/**
 * /api/staff/jobs: recruiters' (and admins') job offers, their descriptions rich text as articles'
 * bodies (content/rich-text.ts). A published offer
 * needs a last day of today or later; one that passes its last day stays
 * published but the site hides it, as it always has.
 */
export const staffJobRoutes: FastifyPluginAsync = async (app) => {
  registerContentRoutes(app, {
    path: '/api/staff/jobs',
    kind: 'job',
    snapshot: ({ salary, experience_years, valid_through, translations }) => ({
      salary,
      experience_years,
      valid_through,
      translations: mapLanguages((lang) => {
        const { post, location, contract, description } = translations[lang];
        return { post, location, contract, description };
      }),
    }),
    roles: ['recruiter'],
    input: staffJobInputSchema,
    update: staffJobUpdateSchema,
    store: (db) => createStaffJobsStore(db, app.jobs.today),
    changes: jobChanges,
    checkInput: async ({ translations }) => {
      const fields = await fieldsWithMissingPictures(app.db, fieldInLanguages(translations, 'description'));
      if (Object.keys(fields).length > 0) throw new ValidationFailed(fields, 'body');
    },
    checkPublished: (job) => {
      // Scheduled: open on the day it appears at least.
      const from = job.scheduled && job.published_at ? todayIso(new Date(job.published_at)) : app.jobs.today();
      if (job.valid_through < from) throw new ValidationFailed({ valid_through: VALIDATION.datePast }, 'body');
    },
  });
};
