// The home page's hero picture, which the server preloads (server/src/site/preload.ts)
// and mfe-marketing renders (features/home/components/hero.tsx): one contract so the
// preloaded candidates and the rendered ones are the same files for the same sizes.

/** The `sizes` of the hero <picture>: half the page on wide screens, full width below. */
export const HERO_IMAGE_SIZES = '(min-width: 75rem) 35rem, (min-width: 60rem) 46vw, calc(100vw - 2rem)';

/** Built file names of the AVIF candidates: hero-<profile>-<width>.<hash>.avif, under static/media/. */
export function heroImageWidth(fileName: string, profile: string): number | null {
  const match = new RegExp(`^hero-${profile}-(\\d+)\\.[0-9a-f]+\\.avif$`).exec(fileName);
  return match ? Number(match[1]) : null;
}
