import fp from 'fastify-plugin';
import { createJobsRepository, type JobsRepository } from '../../jobs/jobs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRepository;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    app.decorate('jobs', createJobsRepository(app.db));
  },
  { name: 'jobs-repository', dependencies: ['db'] },
);
