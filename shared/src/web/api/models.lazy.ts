// Bundled into the chunk of each app that imports it lazily, not a shared module of
// its own (scripts/shared-version.mjs): a dynamic import of a shared module is
// resolved with the chunk that imports it: `import('../../core/api/models')` from
// the API client (in the shell's entry) fetched zod with every page's first
// scripts. Through this module the models (and zod) come with the first request
// that needs a schema (blog.ts, jobs.ts, catalog.ts).
export * from '../../core/api/models';
