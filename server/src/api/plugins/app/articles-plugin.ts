import fp from 'fastify-plugin';
import { createArticlesRepository, type ArticlesRepository } from '../../articles/articles-repository';

declare module 'fastify' {
  interface FastifyInstance {
    articles: ArticlesRepository;
  }
}

export const articlesPlugin = fp(
  async (app) => {
    app.decorate('articles', createArticlesRepository(app.db));
  },
  { name: 'articles-repository', dependencies: ['db'] },
);
