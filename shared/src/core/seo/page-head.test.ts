import {
  notFoundTexts,
  NOT_FOUND_TEXTS,
  pageHeadTexts,
  parentCrumbs,
  plainText,
  summaryOf,
  RECORD_NOT_FOUND_TEXTS,
} from './page-head';

test('an HTML excerpt read as text', () => {
  expect(plainText('<p>Tanger&nbsp;Med &amp; <strong>Algésiras</strong>&#8239;: 2&nbsp;h</p>')).toBe(
    'Tanger Med & Algésiras : 2 h',
  );
});

test('a long text is cut on a word, with an ellipsis', () => {
  const text = 'mot '.repeat(60);
  const summary = summaryOf(text, 160);
  expect(summary.length).toBeLessThanOrEqual(160);
  expect(summary.endsWith('mot…')).toBe(true);
  expect(summaryOf('Court.')).toBe('Court.');
});

test("a page's texts follow the brand, a record's page and an unknown path have none", () => {
  expect(pageHeadTexts('/service/traction', 'freight')?.title.key).toBe('service.brand.freight.traction.title');
  expect(pageHeadTexts('/service/traction', 'electrical')?.title.key).toBe('service.traction.title');
  expect(pageHeadTexts('/transport/uregent', 'freight')?.description.key).toBe('transport.urgent.lead');
  expect(pageHeadTexts('/blog/3', 'freight')).toBeNull();
  expect(pageHeadTexts('/nowhere', 'freight')).toBeNull();
});

test("the not-found texts of an article's and an offer's addresses are theirs", () => {
  expect(notFoundTexts('/blog/999')).toBe(RECORD_NOT_FOUND_TEXTS.article);
  expect(notFoundTexts('/jobOffers/abc')).toBe(RECORD_NOT_FOUND_TEXTS.job);
  expect(notFoundTexts('/blog/1/2')).toBe(NOT_FOUND_TEXTS);
  expect(notFoundTexts('/nowhere')).toBe(NOT_FOUND_TEXTS);
});

test('the breadcrumb above a nested page: home, then the section when it is a page', () => {
  expect(parentCrumbs('/about', 'freight')).toEqual([]);
  expect(parentCrumbs('/transport/adr', 'freight').map((crumb) => crumb.path)).toEqual(['/']);
  expect(parentCrumbs('/blog/4', 'freight').map((crumb) => crumb.path)).toEqual(['/', '/blog']);
});
