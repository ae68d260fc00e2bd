import { expect, test } from 'vitest';
import { createContentVersion } from '../src/api/db/content-version';
import { contentHeard } from '../src/api/db/postgres-database';

// A change can reach a server three ways (its own write's notification, its listener, its 5-second
// read of content_version); the caches are emptied once for it, not once per way
// (migrations/020-content-version-in-notification.sql).

const setUp = (start = '10') => {
  const content = createContentVersion();
  const heard = contentHeard(content);
  heard.read(start);
  return { content, heard };
};

test('a version heard by notification is not heard again by the next read, nor by a second notification', () => {
  const { content, heard } = setUp();
  heard.notified('public 11');
  expect(content.current).toBe(1);
  heard.notified('public 11');
  heard.read('11');
  expect(content.current).toBe(1);
});

test('a read finds what a lost listener missed, once', () => {
  const { content, heard } = setUp();
  heard.read('12');
  expect(content.current).toBe(1);
  heard.read('12');
  expect(content.current).toBe(1);
  heard.notified('public 12');
  expect(content.current).toBe(1);
});

test('an older version arriving late (a slow read, a lagging notification) moves nothing', () => {
  const { content, heard } = setUp();
  heard.notified('s1 13');
  heard.read('12');
  heard.notified('s1 12');
  expect(content.current).toBe(1);
  heard.notified('s1 14');
  expect(content.current).toBe(2);
});

test('a notification without a version (the function before migration 020) always moves', () => {
  const { content, heard } = setUp();
  heard.notified('public');
  heard.notified('public');
  expect(content.current).toBe(2);
});

test('the first read only sets where this process starts; versions past 2^53 are compared exactly', () => {
  const content = createContentVersion();
  const heard = contentHeard(content);
  heard.read('9007199254740993');
  expect(content.current).toBe(0);
  heard.notified('public 9007199254740993');
  expect(content.current).toBe(0);
  heard.notified('public 9007199254740994');
  expect(content.current).toBe(1);
});
