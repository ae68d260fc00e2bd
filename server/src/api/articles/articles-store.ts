import { PAGE_SIZE, type Paginated } from '@freight/shared/core/api/models';
import { LANGUAGES } from '@freight/shared/core/constants';
import type {
  StaffArticle,
  StaffArticleInput,
  StaffArticleSummary,
  StaffContentListQuery,
} from '@freight/shared/core/schemas/staff-content';
import type { Queryable } from '../db/database';
import { toPage } from '../db/pagination';
import { excerptOf } from '../html/sanitize';
import { cleanRichTexts, fieldInLanguages } from '../content/rich-text';
import { COVER_COLUMNS, type CoverRow, coverJoin, coverUrl } from './articles-repository';
import {
  type ChangeOutcome,
  changedFields,
  digestOf,
  insertWithFreeSlug,
  mapLanguages,
  refusedChange,
  META_COLUMNS,
  NEXT_UPDATED_AT,
  slugOf,
  setPublished,
  STATUS_FILTER,
} from '../content/content-records';

// Articles as the back office reads and writes them (all four languages at
// once); the public reads are in articles-repository.ts.

const RECORD = `SELECT ${META_COLUMNS}, r.img, ${COVER_COLUMNS},
    (SELECT json_object_agg(t.lang, json_build_object('title', t.title, 'body', t.body, 'excerpt', t.excerpt))
     FROM article_translations t WHERE t.article_id = r.id) AS translations
  FROM articles r LEFT JOIN staff_accounts b ON b.id = r.updated_by ${coverJoin('r')}`;

type ArticleRow = Omit<StaffArticle, 'img_url'> & CoverRow;
type CleanTexts = Record<(typeof LANGUAGES)[number], { title: string; body: string; excerpt: string }>;

/** The bodies sanitized as the seed's are (content/rich-text.ts), with their excerpts. */
export function cleanArticleTexts(input: StaffArticleInput): CleanTexts {
  const bodies = cleanRichTexts(fieldInLanguages(input.translations, 'body'));
  return mapLanguages((lang) => {
    const body = bodies[`translations.${lang}.body`] ?? '';
    return { title: input.translations[lang].title, body, excerpt: excerptOf(body) };
  });
}

/** What the audit log keeps of an article: the titles and image, the bodies as digests. */
function audited(article: Pick<StaffArticle, 'img' | 'status' | 'translations'>) {
  const flat: Record<string, unknown> = { status: article.status, img: article.img };
  for (const lang of LANGUAGES) {
    flat[`${lang}.title`] = article.translations[lang].title;
    flat[`${lang}.body`] = digestOf(article.translations[lang].body);
  }
  return flat;
}

export function articleChanges(before: StaffArticle | null, after: StaffArticle) {
  return changedFields(before && audited(before), audited(after));
}

export function createStaffArticlesStore(db: Queryable) {
  async function get(id: number): Promise<StaffArticle | null> {
    const { rows } = await db.query<ArticleRow>(`${RECORD} WHERE r.id = $1`, [id]);
    const row = rows[0];
    return row ? coverUrl(row) : null;
  }

  async function writeTranslations(id: number, texts: CleanTexts) {
    for (const lang of LANGUAGES) {
      const { title, body, excerpt } = texts[lang];
      await db.query(
        `INSERT INTO article_translations (article_id, lang, title, body, excerpt) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (article_id, lang) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body,
           excerpt = EXCLUDED.excerpt`,
        [id, lang, title, body, excerpt],
      );
    }
  }

  return {
    get,

    /** Most recently changed first. */
    async list(query: StaffContentListQuery): Promise<Paginated<StaffArticleSummary>> {
      const where = STATUS_FILTER[query.status];
      const [{ rows }, count] = await Promise.all([
        db.query<StaffArticleSummary>(
          `SELECT ${META_COLUMNS}, f.title, r.img
           FROM articles r LEFT JOIN staff_accounts b ON b.id = r.updated_by
           JOIN article_translations f ON f.article_id = r.id AND f.lang = 'fr'
           WHERE ${where} ORDER BY r.updated_at DESC, r.id DESC LIMIT ${PAGE_SIZE} OFFSET ${(query.page - 1) * PAGE_SIZE}`,
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM articles r WHERE ${where}`),
      ]);
      return toPage(rows, query.page, count.rows[0]?.total ?? 0);
    },

    /** A new article, as a draft; its slug comes from the French title. */
    async create(input: StaffArticleInput, by: number): Promise<StaffArticle> {
      const texts = cleanArticleTexts(input);
      const id = await insertWithFreeSlug(db, 'articles', slugOf(texts.fr.title, 'article'), async (slug) => {
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO articles (slug, img, updated_by) VALUES ($1, $2, $3)
           ON CONFLICT (slug) DO NOTHING RETURNING id`,
          [slug, input.img, by],
        );
        return rows[0]?.id;
      });
      await writeTranslations(id, texts);
      const article = await get(id);
      if (!article) throw new Error('the new article vanished');
      return article;
    },

    /** Replaces the whole article if it still has the `updatedAt` the editor read. */
    async update(
      id: number,
      input: StaffArticleInput,
      updatedAt: string,
      by: number,
    ): Promise<ChangeOutcome<StaffArticle>> {
      const texts = cleanArticleTexts(input);
      const before = await get(id);
      const { rows } = await db.query(
        `UPDATE articles SET img = $3, updated_at = ${NEXT_UPDATED_AT}, updated_by = $4
         WHERE id = $1 AND updated_at = $2::timestamptz RETURNING id`,
        [id, updatedAt, input.img, by],
      );
      if (rows.length === 0) return refusedChange(db, 'articles', id);
      await writeTranslations(id, texts);
      const record = await get(id);
      return record ? { status: 'changed', record, before } : { status: 'missing' };
    },

    /** Publishes (now or `at`) or unpublishes (content-records.ts, setPublished). */
    setPublished: (id: number, published: boolean, updatedAt: string, by: number, at?: string) =>
      setPublished(db, 'articles', get, { id, published, updatedAt, by, at }),
  };
}
