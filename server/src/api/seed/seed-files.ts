import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PROFILE, type ProfileName } from '@freight/shared/core/profiles/profile-names';
import { SEED_DIR } from '../../paths';

// The seed files are data anyone edits by hand: each is checked on load, so a
// typo stops the start-up with its file name instead of seeding nonsense.

const inFourLanguages = <T extends z.ZodType>(schema: T) =>
  z.object({ fr: schema, en: schema, es: schema, ar: schema });
const fileName = z.string().regex(/^[a-z0-9-]+\.(svg|png|jpg|webp)$/);
/** HTML as one string or as a list of lines, joined (easier to read in JSON). */
const html = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join('\n') : value));

const articleFileSchema = z.object({
  img: fileName,
  created_at: z.iso.datetime(),
  translations: inFourLanguages(z.object({ title: z.string().min(1), body: html })),
});

const jobsFileSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    salary: z.number().int().nonnegative(),
    experience: z.number().int().nonnegative(),
    created_at: z.iso.datetime(),
    valid_through: z.iso.date(),
    translations: inFourLanguages(
      z.object({
        post: z.string().min(1),
        location: z.string().min(1),
        contract: z.string().min(1),
        description: html,
      }),
    ),
  }),
);

const categoriesFileSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    image: fileName.nullable(),
    products_count: z.number().int().nonnegative(),
    names: inFourLanguages(z.string().min(1)),
  }),
);

const partnersFileSchema = z.array(z.object({ name: z.string().min(1), logo: fileName, url: z.url() }));

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`Seed file ${file} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The partner network shown on the home page is each brand's own: seed/partners/<profile>.json. */
export function partnersFile(dir: string, profile: ProfileName): string {
  return path.join(dir, 'partners', `${profile}.json`);
}

export async function loadPartners(profile: ProfileName, dir = SEED_DIR) {
  return readJson(partnersFile(dir, profile), partnersFileSchema);
}

export async function loadSeed(dir = SEED_DIR, profile: ProfileName = DEFAULT_PROFILE) {
  const articleDir = path.join(dir, 'articles');
  const articleFiles = (await readdir(articleDir)).filter((name) => name.endsWith('.json')).sort();
  const articles = await Promise.all(
    articleFiles.map(async (name) => ({
      slug: name.replace(/\.json$/, '').replace(/^\d+-/, ''),
      ...(await readJson(path.join(articleDir, name), articleFileSchema)),
    })),
  );
  const [jobs, categories, partners] = await Promise.all([
    readJson(path.join(dir, 'jobs.json'), jobsFileSchema),
    readJson(path.join(dir, 'categories.json'), categoriesFileSchema),
    loadPartners(profile, dir),
  ]);
  return { articles, jobs, categories, partners };
}

export type SeedData = Awaited<ReturnType<typeof loadSeed>>;
