import type { Article, ArticleSummary, Category, Job, Partner } from '@freight/shared/core/api/models';

// For tests only: bodies shaped like the API's answers (models.ts).

export function articleSummary(id: number): ArticleSummary {
  return {
    id,
    title: `Article ${id}`,
    img: `article-${id}.svg`,
    img_url: `/images/articles/article-${id}.svg`,
    img_alt: '',
    excerpt: '<p>Opening paragraph.</p>',
    created_at: '2026-05-04T10:00:00.000Z',
  };
}

export function article(id: number): Article {
  return { ...articleSummary(id), article: '<p>Body.</p>' };
}

export function job(id: number): Job {
  return {
    id,
    post: 'Chauffeur PL international',
    location: 'Tanger Med',
    experience: 3,
    salary: 9000,
    contract: 'CDI',
    description: 'Maroc – Espagne – France.',
    created_at: '2026-05-01T08:00:00.000Z',
    valid_through: '2026-07-01T00:00:00.000Z',
  };
}

export function category(id: number): Category {
  return {
    id,
    name: `Category ${id}`,
    image: id % 2 ? { url: `/images/categories/${id}.svg` } : null,
    products_count: id * 3,
  };
}

export function partner(id: number): Partner {
  return { id, name: `Partner ${id}`, logo_url: `/images/partners/${id}.svg`, url: `https://partner-${id}.example` };
}

export function page<T>(data: T[], pageNumber = 1, lastPage = 2) {
  return { data, page: pageNumber, last_page: lastPage, total: lastPage * 9 };
}
