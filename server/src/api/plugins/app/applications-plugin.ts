import fp from 'fastify-plugin';
import {
  createApplicationsRepository,
  type ApplicationsRepository,
  type ApplicationsRepositoryOptions,
} from '../../requests/applications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsRepository;
  }
}

export const applicationsPlugin = fp<ApplicationsRepositoryOptions>(
  async (app, options) => {
    app.decorate('applications', createApplicationsRepository(app.db, options));
  },
  { name: 'applications-repository', dependencies: ['db'] },
);
