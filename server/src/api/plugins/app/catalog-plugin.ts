import fp from 'fastify-plugin';
import { createCatalogRepository, type CatalogRepository } from '../../catalog/catalog-repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository;
  }
}

export const catalogPlugin = fp(
  async (app) => {
    app.decorate('catalog', createCatalogRepository(app.db));
  },
  { name: 'catalog-repository', dependencies: ['db'] },
);
