import { describe, expect, test } from 'vitest';
import { isApiPath } from './helmet';

describe('isApiPath', () => {
  test('the API and its sub-paths and queries', () => {
    for (const url of ['/api', '/api/', '/api/jobs', '/api/jobs?page=1', '/api?x=1'])
      expect(isApiPath(url), url).toBe(true);
  });
  test('a page whose path only begins with the letters', () => {
    for (const url of ['/', '/apiculture', '/apis/x', '/en/api', '/blog?q=/api'])
      expect(isApiPath(url), url).toBe(false);
  });
});
