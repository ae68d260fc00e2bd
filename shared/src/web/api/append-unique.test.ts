import { appendUnique } from './append-unique';

const a = { id: 1, title: 'a' };
const b = { id: 2, title: 'b' };
const c = { id: 3, title: 'c' };
const d = { id: 4, title: 'd' };

test('appends new items after the existing ones, in order', () => {
  expect(appendUnique([a, b], [c, d])).toEqual([a, b, c, d]);
});

test('drops every already-seen item, not only the first of the page', () => {
  // A new article shifted page 2 by one: its first item is new, its second was on page 1.
  expect(appendUnique([a, b, c], [d, c])).toEqual([a, b, c, d]);
  expect(appendUnique([a, b], [a, b])).toEqual([a, b]);
});

test('keeps the existing copy when an item comes again', () => {
  const updated = { id: 2, title: 'b, edited' };
  expect(appendUnique([a, b], [updated, c])).toEqual([a, b, c]);
});

test('drops duplicates inside the incoming page too', () => {
  expect(appendUnique([a], [b, b, c])).toEqual([a, b, c]);
});

test('empty inputs', () => {
  expect(appendUnique([], [a, b])).toEqual([a, b]);
  expect(appendUnique([a], [])).toEqual([a]);
  expect(appendUnique<{ id: number }>([], [])).toEqual([]);
});

test('does not modify its inputs', () => {
  const existing = [a];
  const incoming = [b];
  appendUnique(existing, incoming);
  expect(existing).toEqual([a]);
  expect(incoming).toEqual([b]);
});

test('compares by another key when asked', () => {
  const x = { slug: 'x', n: 1 };
  const y = { slug: 'y', n: 1 };
  expect(appendUnique([x], [y, { slug: 'x', n: 2 }], 'slug')).toEqual([x, y]);
  expect(appendUnique([x], [y], 'n')).toEqual([x]);
});

test('ids are compared by value, so 1 and "1" differ', () => {
  const existing: Array<{ id: unknown }> = [{ id: 1 }];
  expect(appendUnique(existing, [{ id: '1' }])).toHaveLength(2);
});

test('items without a key are kept', () => {
  const existing: Array<{ id?: number; title: string }> = [a];
  expect(appendUnique(existing, [{ title: 'x' }, { title: 'y' }], 'id')).toHaveLength(3);
});
