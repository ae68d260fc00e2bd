// The floor of the Lighthouse bench: a bare React 19 page, rendered on the server and hydrated,
// with as many elements, headings, links and paragraphs as the page it stands beside
// (docs/decisions/027-interactive-as-fast-as-react-alone.md). Plain createElement, passed in: the
// same module runs in Node (renderToString) and in the browser bundle (hydrateRoot), with no JSX
// step, and e2e's own `react` (18, for a fixture) is never the one used.

const SENTENCE =
  'Road freight between Tanger Med, Europe and Africa: full and part loads, customs and storage, tracked from pick-up to delivery. ';

/**
 * `counts`: the page's elements, headings, links, paragraphs and average paragraph length, as
 * measured in its server HTML. Sections of one heading, a few paragraphs and links each; the
 * elements left over are the plain wrappers any page has.
 */
export function floorPage(h, counts) {
  const { elements, headings, links, paragraphs, textPerParagraph } = counts;
  const text = SENTENCE.repeat(Math.ceil(textPerParagraph / SENTENCE.length)).slice(0, textPerParagraph);
  const sections = Math.max(1, headings);
  const children = [];
  let used = 1 + sections * 2; // <main>, and each section's <section> and heading
  for (let s = 0; s < sections; s++) {
    const parts = [h(s === 0 ? 'h1' : 'h2', { key: 'h' }, `Section ${s + 1}: road freight`)];
    const ownParagraphs = Math.floor(paragraphs / sections) + (s < paragraphs % sections ? 1 : 0);
    const ownLinks = Math.floor(links / sections) + (s < links % sections ? 1 : 0);
    for (let p = 0; p < ownParagraphs; p++) parts.push(h('p', { key: `p${p}` }, text));
    for (let l = 0; l < ownLinks; l++) parts.push(h('a', { key: `a${l}`, href: `#s${s}-${l}` }, `Link ${l + 1}`));
    used += ownParagraphs + ownLinks;
    children.push(h('section', { key: s, id: `s${s}` }, parts));
  }
  const wrappers = Math.max(0, elements - used);
  // The rest as nested wrappers with a word each, as a layout's divs and spans are.
  for (let w = 0; w < wrappers; w++) children.push(h('span', { key: `w${w}` }, ' '));
  return h('main', null, children);
}
