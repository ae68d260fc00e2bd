import fp from 'fastify-plugin';
import {
  createSubmissionsRepository,
  type SubmissionsRepository,
  type SubmissionsRepositoryOptions,
} from '../../requests/submissions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsRepository;
  }
}

export const submissionsPlugin = fp<SubmissionsRepositoryOptions>(
  async (app, options) => {
    app.decorate('submissions', createSubmissionsRepository(app.db, options));
  },
  { name: 'submissions-repository', dependencies: ['db'] },
);
