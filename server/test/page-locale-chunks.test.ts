import { expect, test } from 'vitest';
import { isPageLocaleChunk } from '../src/site/preload';

// A remote's translations split by group of pages: the page preloads the chunk every page needs and
// its own group's, in its language (docs/decisions/025-translations-by-page-group.md).

const files = [
  'static/js/locale-fr.1a2b3c4d.js',
  'static/js/locale-fr~index.5e6f7a8b.js',
  'static/js/locale-fr~about~certification.9a8b7c6d.js',
  'static/js/locale-fr~transport.1c2d3e4f.js',
  'static/js/locale-ar.5a6b7c8d.js',
  'static/js/locale-ar~transport.0a1b2c3d.js',
  'static/js/locale-fr~transport.1c2d3e4f.js.map',
  'static/js/828.3c4d5e6f.js',
];
const chunksOf = (language: 'fr' | 'ar', pathname: string) =>
  files.filter((file) => isPageLocaleChunk(file, language, pathname));

test('a page gets the chunk of every page and its group’s, in its language only', () => {
  expect(chunksOf('fr', '/')).toEqual(['static/js/locale-fr.1a2b3c4d.js', 'static/js/locale-fr~index.5e6f7a8b.js']);
  expect(chunksOf('fr', '/certification')).toEqual([
    'static/js/locale-fr.1a2b3c4d.js',
    'static/js/locale-fr~about~certification.9a8b7c6d.js',
  ]);
  expect(chunksOf('ar', '/transport/adr')).toEqual([
    'static/js/locale-ar.5a6b7c8d.js',
    'static/js/locale-ar~transport.0a1b2c3d.js',
  ]);
});

test('a page no group names gets the chunk of every page; a remote not split, its one chunk', () => {
  expect(chunksOf('fr', '/contact')).toEqual(['static/js/locale-fr.1a2b3c4d.js']);
  expect(isPageLocaleChunk('static/js/locale-es.7a8b.js', 'es', '/blog/3')).toBe(true);
  expect(isPageLocaleChunk('static/js/locale-en.7a8b.js', 'es', '/blog/3')).toBe(false);
});
