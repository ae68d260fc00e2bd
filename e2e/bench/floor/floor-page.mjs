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

/**
 * The floor of the quote wizard's opening: the same page with a "Full load" button above it, whose
 * tap renders, in the same bundle, a modal with as many elements, fields, labels, buttons and
 * paragraphs as the wizard's first step (`dialogCounts`, measured on the site), and moves the focus
 * into it, as any modal must. React's hooks and `createPortal` come in `hooks`: the module has no imports.
 */
export function floorWizard(hooks, counts, dialogCounts) {
  const { h } = hooks;
  return h('div', null, h(FloorOpener, { hooks, dialogCounts }), floorPage(h, counts));
}

/** The button and its modal, in a component of their own: opening renders them, not the page. */
function FloorOpener({ hooks, dialogCounts }) {
  const { h, useState, createPortal } = hooks;
  const [open, setOpen] = useState(false);
  return h(
    'div',
    null,
    h('button', { type: 'button', onClick: () => setOpen(true) }, 'Full load'),
    open ? createPortal(h(FloorDialog, { hooks, dialogCounts }), document.body) : null,
  );
}

function FloorDialog({ hooks, dialogCounts }) {
  const { h, useEffect, useRef } = hooks;
  const { elements, fields, buttons, paragraphs } = dialogCounts;
  const first = useRef(null);
  useEffect(() => first.current?.focus(), []);
  const children = [h('h2', { key: 'title', id: 'floor-dialog-title' }, 'Quote request: Full load')];
  let used = 3; // the backdrop, the dialog and its title
  for (let p = 0; p < paragraphs; p++) children.push(h('p', { key: `p${p}` }, `Step ${p + 2} of 5`));
  for (let f = 0; f < fields; f++)
    children.push(
      h(
        'div',
        { key: `f${f}` },
        h('label', { htmlFor: `floor-field-${f}` }, `Field ${f + 1}`),
        h('input', { id: `floor-field-${f}`, ref: f === 0 ? first : undefined, name: `field${f}` }),
      ),
    );
  for (let b = 0; b < buttons; b++) children.push(h('button', { key: `b${b}`, type: 'button' }, `Button ${b + 1}`));
  used += paragraphs + fields * 3 + buttons;
  for (let w = 0; w < Math.max(0, elements - used); w++) children.push(h('span', { key: `w${w}` }, ' '));
  return h(
    'div',
    { style: { position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.5)', overflowY: 'auto' } },
    h(
      'div',
      { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'floor-dialog-title', style: { background: '#fff' } },
      children,
    ),
  );
}
