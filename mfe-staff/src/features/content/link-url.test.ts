import { expect, test } from 'vitest';
import { safeLinkHref } from './link-url';

test('a site path and http(s), mailto and tel addresses are links', () => {
  expect(safeLinkHref(' /cotation ')).toBe('/cotation');
  expect(safeLinkHref('https://example.ma/a?b=1')).toBe('https://example.ma/a?b=1');
  expect(safeLinkHref('mailto:contact@example.ma')).toBe('mailto:contact@example.ma');
  expect(safeLinkHref('tel:+212500000000')).toBe('tel:+212500000000');
});

test('script, data, protocol-relative and unparsable addresses are refused', () => {
  expect(safeLinkHref('javascript:alert(1)')).toBeNull();
  expect(safeLinkHref(' JavaScript:alert(1)')).toBeNull();
  expect(safeLinkHref('data:text/html,<script>x</script>')).toBeNull();
  expect(safeLinkHref('//evil.example')).toBeNull();
  expect(safeLinkHref('/\\evil.example')).toBeNull();
  expect(safeLinkHref('not a url')).toBeNull();
  expect(safeLinkHref('')).toBeNull();
});
