import type { Article, ArticleSummary, Language, Paginated } from '@freight/shared/core/api/models';
import { type MediaType, mediaCoverId, mediaUrl } from '@freight/shared/core/schemas/staff-media';
import type { Queryable } from '../db/database';
import { isoTimestamp, pageWindow, toPage } from '../db/pagination';
import { excerptOf, sanitizeArticleHtml } from '../html/sanitize';

export interface ArticleInput {
  slug: string;
  img: string;
  created_at: string;
  translations: Record<Language, { title: string; body: string }>;
}

type SummaryRow = Omit<ArticleSummary, 'img_url'> & CoverRow;
type ArticleRow = SummaryRow & { article: string };

export const articleImageUrl = (img: string) => `/images/articles/${encodeURIComponent(img)}`;

/** The library picture of a cover named `media:<id>` (null columns for a fixed picture): COVER_JOIN's. */
export interface CoverRow {
  media_slug: string | null;
  media_type: MediaType | null;
}

/** Joins the cover's library picture as `m` to the article `alias`. */
export const coverJoin = (alias: string) => `LEFT JOIN media m ON ${alias}.img = 'media:' || m.id::text`;
export const COVER_COLUMNS = 'm.slug AS media_slug, m.content_type AS media_type';

/** Where the browser loads the cover from: the library's address or the fixed folder's. */
export function coverUrl<T extends { img: string } & CoverRow>({ media_slug, media_type, ...row }: T) {
  const id = mediaCoverId(row.img);
  const img_url =
    id !== null && media_slug !== null && media_type !== null
      ? mediaUrl({ id, slug: media_slug, content_type: media_type })
      : articleImageUrl(row.img);
  return { ...row, img_url };
}

// Drafts are not public; visitors see the publication time as the article's date.
// A publication scheduled for later is hidden until its time (content/publication-clock.ts).
export const PUBLISHED = 'a.published_at IS NOT NULL AND a.published_at <= now()';

// The requested language, French (always seeded) when a translation is missing.
const SELECT = `
  SELECT a.id, coalesce(t.title, f.title) AS title, a.img, ${COVER_COLUMNS},
         coalesce(m.alt ->> $1, '') AS img_alt,
         coalesce(t.excerpt, f.excerpt) AS excerpt, ${isoTimestamp('a.published_at')} AS created_at`;
// The cover's alt text is the page language's only: a description in another language is no help.
const FROM = `
  FROM articles a
  JOIN article_translations f ON f.article_id = a.id AND f.lang = 'fr'
  LEFT JOIN article_translations t ON t.article_id = a.id AND t.lang = $1
  ${coverJoin('a')}
  WHERE ${PUBLISHED}`;

/** Stores an article as the seed files give it (published when written); its HTML is sanitized here, whoever calls. */
export async function insertArticle(db: Queryable, input: ArticleInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO articles (slug, img, created_at, published_at, updated_at)
     VALUES ($1, $2, $3, $3, date_trunc('milliseconds', $3::timestamptz)) RETURNING id`,
    [input.slug, input.img, input.created_at],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO articles returned no id');
  for (const [lang, { title, body }] of Object.entries(input.translations)) {
    const clean = sanitizeArticleHtml(body);
    await db.query(
      'INSERT INTO article_translations (article_id, lang, title, body, excerpt) VALUES ($1, $2, $3, $4, $5)',
      [id, lang, title.trim(), clean, excerptOf(clean)],
    );
  }
  return id;
}

export function createArticlesRepository(db: Queryable) {
  return {
    async list(page: number, lang: Language): Promise<Paginated<ArticleSummary>> {
      const { limit, offset } = pageWindow(page);
      const [{ rows }, count] = await Promise.all([
        db.query<SummaryRow>(`${SELECT} ${FROM} ORDER BY a.published_at DESC, a.id DESC LIMIT $2 OFFSET $3`, [
          lang,
          limit,
          offset,
        ]),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM articles a WHERE ${PUBLISHED}`),
      ]);
      return toPage(rows.map(coverUrl), page, count.rows[0]?.total ?? 0);
    },
    async get(id: number, lang: Language): Promise<Article | null> {
      const { rows } = await db.query<ArticleRow>(
        `${SELECT}, coalesce(t.body, f.body) AS article ${FROM} AND a.id = $2`,
        [lang, id],
      );
      const row = rows[0];
      return row ? coverUrl(row) : null;
    },
    /** Whether a published article exists: its page exists (the site answers 404 otherwise). */
    async exists(id: number): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM articles a WHERE a.id = $1 AND ${PUBLISHED}`, [id]);
      return rows.length > 0;
    },
    /** Every published article's id, publication and last change, newest first (the sitemap). */
    async published(): Promise<Array<{ id: number; created_at: string; updated_at: string }>> {
      const { rows } = await db.query<{ id: number; created_at: string; updated_at: string }>(
        `SELECT a.id, ${isoTimestamp('a.published_at')} AS created_at, ${isoTimestamp('greatest(a.published_at, a.updated_at)')} AS updated_at
         FROM articles a WHERE ${PUBLISHED} ORDER BY a.published_at DESC, a.id DESC`,
      );
      return rows;
    },
    create: (input: ArticleInput) => insertArticle(db, input),
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
