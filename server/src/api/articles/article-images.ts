import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { articleImageField } from '@freight/shared/core/schemas/staff-content';
import { IMAGES_DIR } from '../../paths';
import { articleImageUrl } from './articles-repository';

// An article's picture is one the site already serves (/images/articles/, the
// seed's folder); uploading new ones is not part of the back office yet.

export const ARTICLE_IMAGES_DIR = path.join(IMAGES_DIR, 'articles');

/** The pictures an article may use, by name, with their public address. */
export async function articleImages(dir = ARTICLE_IMAGES_DIR): Promise<Array<{ name: string; url: string }>> {
  const names = (await readdir(dir)).filter((name) => articleImageField.safeParse(name).success).sort();
  return names.map((name) => ({ name, url: articleImageUrl(name) }));
}
