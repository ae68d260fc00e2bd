import type { Category, Language, Partner } from '@freight/shared/core/api/models';
import type { Queryable } from '../db/database';

// Shop categories (home page carousel) and the partner network: short lists
// the front-end shows whole, so no pagination.

export interface CategoryInput {
  slug: string;
  image_url: string | null;
  products_count: number;
  position: number;
  names: Record<Language, string>;
}

export interface PartnerInput {
  name: string;
  logo_url: string;
  url: string;
  position: number;
}

export async function insertCategory(db: Queryable, input: CategoryInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO categories (slug, image_url, products_count, position) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.slug, input.image_url, input.products_count, input.position],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO categories returned no id');
  for (const [lang, name] of Object.entries(input.names)) {
    await db.query('INSERT INTO category_translations (category_id, lang, name) VALUES ($1, $2, $3)', [id, lang, name]);
  }
  return id;
}

export async function insertPartner(db: Queryable, input: PartnerInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO partners (name, logo_url, url, position) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.name, input.logo_url, input.url, input.position],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO partners returned no id');
  return id;
}

export function createCatalogRepository(db: Queryable) {
  return {
    async categories(lang: Language): Promise<Category[]> {
      const { rows } = await db.query<{ id: number; name: string; image_url: string | null; products_count: number }>(
        `SELECT c.id, coalesce(t.name, f.name) AS name, c.image_url, c.products_count
         FROM categories c
         JOIN category_translations f ON f.category_id = c.id AND f.lang = 'fr'
         LEFT JOIN category_translations t ON t.category_id = c.id AND t.lang = $1
         ORDER BY c.position, c.id`,
        [lang],
      );
      return rows.map(({ image_url, ...row }) => ({ ...row, image: image_url ? { url: image_url } : null }));
    },
    async partners(): Promise<Partner[]> {
      const { rows } = await db.query<Partner>('SELECT id, name, logo_url, url FROM partners ORDER BY position, id');
      return rows;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
