// Lays out a document's blocks (titles, headings, paragraphs, lists, label/value
// rows, notes) on A4 pages: running header, wrapping, page breaks that keep a
// heading with what follows, and "page n / N" footers.
import { FONTS, PageCanvas, textWidth, wrap } from './pdf.mjs';

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 62;
const TOP = HEIGHT - 58;
const BOTTOM = 72;
const CONTENT = WIDTH - 2 * MARGIN;

export const COLORS = {
  primary: [0.043, 0.145, 0.271],
  accent: [0.761, 0.255, 0.047],
  text: [0.11, 0.12, 0.14],
  muted: [0.36, 0.39, 0.43],
};

/** French typography: a no-break space before : ; ? ! » and after «, so they never start a line. */
export function frenchSpaces(text) {
  return text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

class Flow {
  pages = [];
  y = 0;

  constructor({ header, frame }) {
    this.header = header;
    this.frame = frame;
    this.newPage();
  }

  get page() {
    return this.pages[this.pages.length - 1];
  }

  newPage() {
    const page = new PageCanvas();
    this.pages.push(page);
    if (this.frame) {
      page.rect(28, 28, WIDTH - 56, HEIGHT - 56, { stroke: COLORS.primary, width: 2.5 });
      page.rect(36, 36, WIDTH - 72, HEIGHT - 72, { stroke: COLORS.accent, width: 0.8 });
      this.y = TOP - 20;
      return;
    }
    if (this.header) {
      page.text(MARGIN, TOP, this.header.left, { font: FONTS.bold, size: 11, color: COLORS.primary });
      const right = this.header.right;
      page.text(WIDTH - MARGIN - textWidth(right, FONTS.regular, 9), TOP, right, { size: 9, color: COLORS.muted });
      page.line(MARGIN, TOP - 9, WIDTH - MARGIN, TOP - 9, { width: 1.2, color: COLORS.accent });
    }
    this.y = TOP - 32;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  lines(
    text,
    {
      font = FONTS.regular,
      size = 10,
      color = COLORS.text,
      leading = size * 1.42,
      indent = 0,
      width = CONTENT - indent,
      align = 'left',
      keep = 0,
    },
  ) {
    const lines = wrap(frenchSpaces(text), font, size, width);
    // Short paragraphs stay whole; longer ones start a page with at least two lines.
    this.ensure((lines.length <= 4 ? lines.length : 2) * leading + keep);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      const x = align === 'center' ? (WIDTH - textWidth(line, font, size)) / 2 : MARGIN + indent;
      this.page.text(x, this.y + leading - size, line, { font, size, color });
    }
  }
}

const BLOCKS = {
  title(flow, block) {
    flow.lines(block.text, { font: FONTS.bold, size: block.size ?? 20, color: COLORS.primary, align: block.align });
    if (block.subtitle) flow.lines(block.subtitle, { size: 11, color: COLORS.muted, align: block.align });
    flow.y -= 10;
  },
  heading(flow, block) {
    flow.y -= 10;
    // Keeps the heading with at least two lines of what follows.
    flow.lines(block.text, { font: FONTS.bold, size: 12, color: COLORS.primary, keep: 32 });
    flow.y -= 3;
  },
  paragraph(flow, block) {
    flow.lines(block.text, {
      font: block.bold ? FONTS.bold : FONTS.regular,
      size: block.size ?? 10,
      color: block.color ?? COLORS.text,
      align: block.align,
    });
    flow.y -= block.after ?? 6;
  },
  bullets(flow, block) {
    for (const item of block.items) {
      // Room for two lines first, so the bullet and its text start on the same page.
      flow.ensure(2 * 14.2);
      const top = flow.y;
      const page = flow.page;
      flow.lines(item, { indent: 16 });
      page.text(MARGIN + 4, top - 10, '•', { color: COLORS.accent });
      flow.y -= 3;
    }
    flow.y -= 4;
  },
  fields(flow, block) {
    const labelWidth = block.labelWidth ?? 170;
    const align = block.align === 'center';
    const left = align ? (WIDTH - (block.width ?? CONTENT)) / 2 : MARGIN;
    for (const [label, value] of block.rows) {
      const valueLines = wrap(frenchSpaces(value), FONTS.regular, 10, (block.width ?? CONTENT) - labelWidth);
      flow.ensure(valueLines.length * 14.2);
      flow.y -= 14.2;
      flow.page.text(left, flow.y + 4.2, frenchSpaces(label), { font: FONTS.bold, size: 10, color: COLORS.primary });
      for (const [index, line] of valueLines.entries())
        flow.page.text(left + labelWidth, flow.y + 4.2 - index * 14.2, line, { size: 10, color: COLORS.text });
      flow.y -= (valueLines.length - 1) * 14.2 + 2;
    }
    flow.y -= 8;
  },
  note(flow, block) {
    flow.y -= 4;
    flow.lines(block.text, { font: FONTS.italic, size: 8.5, color: COLORS.muted, align: block.align });
    flow.y -= 4;
  },
  space(flow, block) {
    flow.y -= block.height;
  },
  rule(flow) {
    flow.y -= 6;
    flow.page.line(MARGIN + 60, flow.y, WIDTH - MARGIN - 60, flow.y, { width: 0.6, color: COLORS.accent });
    flow.y -= 12;
  },
  /** A stamp-like seal on the left and the signature lines on the right, side by side. */
  seal(flow, block) {
    flow.ensure(110);
    const cx = MARGIN + 62;
    const cy = flow.y - 58;
    flow.page.circle(cx, cy, 48, { stroke: COLORS.accent, width: 1.6 });
    flow.page.circle(cx, cy, 42, { stroke: COLORS.accent, width: 0.6 });
    block.seal.forEach((line, index) => {
      const size = index === 1 ? 9 : 6.5;
      const font = index === 1 ? FONTS.bold : FONTS.regular;
      const y = cy + 10 - index * 12;
      flow.page.text(cx - textWidth(line, font, size) / 2, y, line, { font, size, color: COLORS.accent });
    });
    let y = flow.y - 30;
    block.lines.forEach((line, index) => {
      const font = index === 0 ? FONTS.bold : FONTS.regular;
      const text = frenchSpaces(line);
      flow.page.text(WIDTH - MARGIN - 10 - textWidth(text, font, 10), y, text, { font, size: 10, color: COLORS.text });
      y -= 14;
    });
    flow.y -= 120;
  },
  signature(flow, block) {
    flow.ensure(20 + block.lines.length * 14);
    flow.y -= 14;
    block.lines.forEach((line, index) => {
      flow.y -= 14;
      const font = index === block.lines.length - 1 ? FONTS.bold : FONTS.regular;
      flow.page.text(WIDTH - MARGIN - textWidth(frenchSpaces(line), font, 10), flow.y + 4, frenchSpaces(line), {
        font,
        size: 10,
        color: COLORS.text,
      });
    });
  },
};

/** Pages of `blocks`; `footer` (a line or a list of lines) is written on every page with its number. */
export function layoutDocument({ header, footer, blocks, frame = false, pageLabel = (n, total) => `${n} / ${total}` }) {
  const flow = new Flow({ header, frame });
  for (const block of blocks) {
    const render = BLOCKS[block.kind];
    if (!render) throw new Error(`Unknown block kind ${block.kind}`);
    render(flow, block);
  }
  const total = flow.pages.length;
  const inset = frame ? 6 : 0;
  flow.pages.forEach((page, index) => {
    const label = pageLabel(index + 1, total);
    const labelWidth = textWidth(label, FONTS.regular, 7.5);
    const footerLines = [footer]
      .flat()
      .flatMap((line) => wrap(line, FONTS.regular, 7.5, CONTENT - 2 * inset - labelWidth - 16));
    const top = (frame ? 48 : 40) + (footerLines.length - 1) * 10;
    if (!frame) page.line(MARGIN, top + 14, WIDTH - MARGIN, top + 14, { width: 0.4, color: COLORS.muted });
    for (const [lineIndex, line] of footerLines.entries())
      page.text(MARGIN + inset, top - lineIndex * 10, line, { size: 7.5, color: COLORS.muted });
    page.text(WIDTH - MARGIN - inset - labelWidth, top, label, { size: 7.5, color: COLORS.muted });
  });
  return flow.pages;
}
