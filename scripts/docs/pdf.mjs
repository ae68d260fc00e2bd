// A minimal PDF 1.4 writer: the three standard Helvetica faces (no font file to
// embed) in WinAnsi encoding, so French accents, « », œ, € and – print as
// themselves. Node's own zlib compresses the pages; nothing else is needed.
import { deflateSync } from 'node:zlib';

export const FONTS = { regular: 'F1', bold: 'F2', italic: 'F3' };
const BASE_FONTS = { F1: 'Helvetica', F2: 'Helvetica-Bold', F3: 'Helvetica-Oblique' };

// Advance widths (1/1000 em) of the printable ASCII range 32..126, from Adobe's AFM files.
// Oblique shares Helvetica's widths.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

// WinAnsi code points above 127 that are not Latin-1, and the width of each in both faces.
const WIN_ANSI_EXTRA = {
  '€': [0x80, 556, 556],
  '…': [0x85, 1000, 1000],
  '‘': [0x91, 222, 278],
  '’': [0x92, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  œ: [0x9c, 944, 944],
  Œ: [0x8c, 1000, 1000],
};
// Latin-1 symbols used in the documents; accented letters take their base letter's width.
const LATIN1_WIDTHS = {
  '\u00a0': [278, 278],
  '«': [556, 556],
  '»': [556, 556],
  '°': [400, 400],
  '²': [333, 333],
  '³': [333, 333],
  '§': [556, 556],
  '×': [584, 584],
};

function baseLetter(char) {
  return char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The WinAnsi byte of a character; anything the encoding lacks is an error, not a silent '?'. */
function winAnsiCode(char) {
  if (char === '\u202f') return 0xa0; // narrow no-break space of French typography
  const code = char.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return code;
  if (WIN_ANSI_EXTRA[char]) return WIN_ANSI_EXTRA[char][0];
  if (code >= 0xa0 && code <= 0xff) return code;
  throw new Error(`Character ${JSON.stringify(char)} (U+${code.toString(16)}) has no WinAnsi code`);
}

function charWidth(char, font) {
  const bold = font === FONTS.bold;
  const code = winAnsiCode(char);
  if (code >= 32 && code <= 126) return (bold ? BOLD : REGULAR)[code - 32];
  if (WIN_ANSI_EXTRA[char]) return WIN_ANSI_EXTRA[char][bold ? 2 : 1];
  if (LATIN1_WIDTHS[char === '\u202f' ? '\u00a0' : char])
    return LATIN1_WIDTHS[char === '\u202f' ? '\u00a0' : char][bold ? 1 : 0];
  const base = baseLetter(char);
  if (base.length === 1 && base !== char) return charWidth(base, font);
  return 556;
}

/** Width in points of `text` set in `font` at `size`. */
export function textWidth(text, font, size) {
  let total = 0;
  for (const char of text) total += charWidth(char, font);
  return (total * size) / 1000;
}

/** Greedy line breaking at ordinary spaces (no-break spaces hold words together). */
export function wrap(text, font, size, maxWidth) {
  const lines = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, font, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A literal string of a content stream: WinAnsi bytes, non-ASCII as octal escapes. */
function pdfText(text) {
  let out = '(';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

/** A text string of the document information dictionary: UTF-16BE with its byte order mark. */
function infoText(text) {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1)
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const num = (value) => (Math.round(value * 100) / 100).toString();
const rgb = ([r, g, b]) => `${num(r)} ${num(g)} ${num(b)}`;

/** Drawing operations of one page, turned into a content stream by `toStream`. */
export class PageCanvas {
  ops = [];

  text(x, y, text, { font = FONTS.regular, size = 10, color = [0, 0, 0] } = {}) {
    this.ops.push(`BT /${font} ${num(size)} Tf ${rgb(color)} rg ${num(x)} ${num(y)} Td ${pdfText(text)} Tj ET`);
  }

  line(x1, y1, x2, y2, { width = 0.5, color = [0, 0, 0] } = {}) {
    this.ops.push(`q ${num(width)} w ${rgb(color)} RG ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  rect(x, y, w, h, { fill, stroke, width = 1 } = {}) {
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    const colors = `${fill ? `${rgb(fill)} rg ` : ''}${stroke ? `${rgb(stroke)} RG ` : ''}`;
    this.ops.push(`q ${num(width)} w ${colors}${num(x)} ${num(y)} ${num(w)} ${num(h)} re ${paint} Q`);
  }

  /** A circle from four Bézier arcs. */
  circle(cx, cy, r, { stroke, fill, width = 1 } = {}) {
    const k = 0.5523 * r;
    const arcs = [
      `${num(cx + r)} ${num(cy)} m`,
      `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c`,
      `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c`,
      `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c`,
      `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c`,
    ].join(' ');
    const paint = fill && stroke ? 'B' : fill ? 'f' : 'S';
    const colors = `${fill ? `${rgb(fill)} rg ` : ''}${stroke ? `${rgb(stroke)} RG ` : ''}`;
    this.ops.push(`q ${num(width)} w ${colors}${arcs} ${paint} Q`);
  }

  toStream() {
    return Buffer.from(this.ops.join('\n'), 'latin1');
  }
}

/**
 * The bytes of a PDF 1.4 file of A4 pages. `info` fills the document
 * information dictionary; `date` (a Date) makes the output reproducible.
 */
export function buildPdf(pages, { title, author, subject, keywords, lang, date, size = [595.28, 841.89] }) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pageTree = add(null);
  const fontIds = Object.fromEntries(
    Object.entries(BASE_FONTS).map(([name, base]) => [
      name,
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`),
    ]),
  );
  const fonts = Object.entries(fontIds)
    .map(([name, id]) => `/${name} ${id} 0 R`)
    .join(' ');
  const pageIds = pages.map((page) => {
    const stream = deflateSync(page.toStream());
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${size.join(' ')}] /Resources << /Font << ${fonts} >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] =
    `<< /Type /Catalog /Pages ${pageTree} 0 R /Lang (${lang}) /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const pdfDate = `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  const info = add(
    `<< /Title ${infoText(title)} /Author ${infoText(author)} /Subject ${infoText(subject)} /Keywords ${infoText(keywords)} ` +
      `/Creator (scripts/generate-docs.mjs) /Producer (scripts/docs/pdf.mjs) /CreationDate (${pdfDate}) /ModDate (${pdfDate}) >>`,
  );

  // A binary comment after the header tells transfer tools the file is binary.
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = objects.map((body, index) => {
    const start = offset;
    const bytes = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(bytes);
    offset += bytes.length;
    return start;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((start) => `${String(start).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
