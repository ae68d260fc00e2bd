import type { FastifyPluginAsync } from 'fastify';
import { VALIDATION } from '@freight/shared/core/schemas/messages';
import { staffArticleInputSchema, staffArticleUpdateSchema } from '@freight/shared/core/schemas/staff-content';
import { mediaCoverId } from '@freight/shared/core/schemas/staff-media';
import { articleImages } from '../../articles/article-images';
import { fieldInLanguages, fieldsWithMissingPictures } from '../../content/rich-text';
import { missingMedia } from '../../media/media-store';
import { articleChanges, createStaffArticlesStore } from '../../articles/articles-store';
import { ValidationFailed } from '../../http/errors';
import { mapLanguages } from '../../content/content-records';
import { registerContentRoutes } from './content-routes';

export interface StaffArticleRoutesOptions {
  /** The folder of the pictures an article may use; default the seed's (articles/article-images.ts). */
  imagesDir?: string;
}

const EDITORS = { staffAccess: ['editor'] } as const;

/** /api/staff/articles: editors' (and admins') blog articles, and the pictures they may use. */
export const staffArticleRoutes: FastifyPluginAsync<StaffArticleRoutesOptions> = async (app, { imagesDir }) => {
  app.get('/api/staff/article-images', { config: EDITORS }, async () => ({ data: await articleImages(imagesDir) }));

  registerContentRoutes(app, {
    path: '/api/staff/articles',
    kind: 'article',
    snapshot: ({ img, translations }) => ({
      img,
      translations: mapLanguages((lang) => ({ title: translations[lang].title, body: translations[lang].body })),
    }),
    roles: EDITORS.staffAccess,
    input: staffArticleInputSchema,
    update: staffArticleUpdateSchema,
    store: createStaffArticlesStore,
    changes: articleChanges,
    checkInput: async ({ img, translations }) => {
      const fields: Record<string, string> = {};
      const coverId = mediaCoverId(img);
      if (coverId === null) {
        const images = await articleImages(imagesDir);
        if (!images.some((image) => image.name === img)) fields.img = VALIDATION.invalidOption;
      } else if ((await missingMedia(app.db, [coverId])).length > 0) fields.img = VALIDATION.invalidOption;
      Object.assign(fields, await fieldsWithMissingPictures(app.db, fieldInLanguages(translations, 'body')));
      if (Object.keys(fields).length > 0) throw new ValidationFailed(fields, 'body');
    },
  });
};
