import { expect, test } from 'vitest';
import { textOf, type VersionContent, versionChanges } from './version-diff';

const article = (title: string, body: string, img = 'dry-port.svg'): VersionContent => ({
  img,
  translations: {
    fr: { title, body },
    en: { title: 'Same', body: '<p>Same</p>' },
    es: { title: 'Igual', body: '<p>Igual</p>' },
    ar: { title: 'نفس', body: '<p>نفس</p>' },
  },
});

test('rich text is compared as its text, a line a block, entities decoded', () => {
  expect(textOf('<p>Un <strong>mot</strong> &amp; deux</p><ul><li>trois</li></ul>')).toBe('Un mot & deux\ntrois');
  expect(textOf('plain')).toBe('plain');
});

test('only the changed fields are listed, by language, as removed and added words', () => {
  const older = article('Le fret en été', '<p>Premier <em>paragraphe</em>.</p>');
  const newer = article('Le fret en hiver', '<p>Premier <strong>paragraphe</strong>.</p>', 'incoterms.svg');
  const changes = versionChanges(older, newer, ['title', 'body'], ['body'], ['img']);
  // The body's markup changed but not its text: not a change a reader would see.
  expect(changes.map((change) => [change.field, change.language])).toEqual([
    ['title', 'fr'],
    ['img', null],
  ]);
  const title = changes[0]?.parts ?? [];
  expect(title.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(['été']);
  expect(title.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['hiver']);
});

test('the same content twice has no change', () => {
  const same = article('Titre', '<p>Texte</p>');
  expect(versionChanges(same, same, ['title', 'body'], ['body'], ['img'])).toEqual([]);
});
