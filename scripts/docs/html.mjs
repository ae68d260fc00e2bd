// A brand document (certificate, quality policy, terms of sale: blocks of titles, headings,
// paragraphs, lists, label/value rows, notes, a seal or a signature) as one HTML page that headless
// Chromium prints, the offers' path (docs/decisions/032-pdf-rendering.md): the browser wraps,
// breaks pages, shapes Arabic and lays it out right to left with the system's Noto fonts.

const RTL = new Set(['ar']);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/** French typography: a no-break space before : ; ? ! » and after «, so they never start a line. */
function frenchSpaces(text) {
  return text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

function block(b, text) {
  const align = b.align ? ` style="text-align:${b.align}"` : '';
  switch (b.kind) {
    case 'title':
      return `<h1 class="title" style="font-size:${b.size ?? 24}pt${b.align ? `;text-align:${b.align}` : ''}">${text(b.text)}</h1>${
        b.subtitle ? `<p class="subtitle"${align}>${text(b.subtitle)}</p>` : ''
      }`;
    case 'heading':
      return `<h2>${text(b.text)}</h2>`;
    case 'paragraph': {
      const style = [b.align && `text-align:${b.align}`, b.size && `font-size:${b.size}pt`, b.bold && 'font-weight:700']
        .filter(Boolean)
        .join(';');
      return `<p${style ? ` style="${style}"` : ''}>${text(b.text)}</p>`;
    }
    case 'bullets':
      return `<ul>${b.items.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`;
    case 'fields':
      return `<table class="fields${b.align === 'center' ? ' centered' : ''}">${b.rows
        .map(([label, value]) => `<tr><th>${text(label)}</th><td>${text(value)}</td></tr>`)
        .join('')}</table>`;
    case 'note':
      return `<p class="note"${align}>${text(b.text)}</p>`;
    case 'rule':
      return '<hr>';
    case 'seal':
      return `<div class="seal-row"><div class="seal" aria-hidden="true">${b.seal
        .map((line) => `<span>${escapeHtml(line)}</span>`)
        .join('')}</div><div class="signer">${b.lines.map((line) => `<p>${text(line)}</p>`).join('')}</div></div>`;
    case 'signature':
      return `<div class="signer">${b.lines.map((line) => `<p>${text(line)}</p>`).join('')}</div>`;
    default:
      throw new Error(`unknown block ${b.kind}`);
  }
}

const STYLE = `
@page{size:A4;margin:22mm 20mm 24mm}
html{font-family:"Noto Sans","Noto Naskh Arabic","Noto Sans Arabic",sans-serif;color:#1c1f24;font-size:10.5pt;line-height:1.45}
body{margin:0}
header.running{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1.2pt solid #c2410c;
  padding-bottom:4pt;margin-bottom:14pt}
header.running strong{color:#0b2545;font-size:11pt}
header.running span{color:#5c636e;font-size:9pt}
h1.title{color:#0b2545;margin:6pt 0 2pt;line-height:1.2}
.subtitle{color:#5c636e;margin:0 0 12pt}
h2{color:#0b2545;font-size:12.5pt;margin:14pt 0 4pt;break-after:avoid}
p{margin:0 0 6pt}
ul{margin:0 0 6pt;padding-inline-start:16pt}
li{margin-bottom:3pt}
table.fields{border-collapse:collapse;margin:6pt 0 10pt;width:100%}
table.fields.centered{width:auto;margin-inline:auto}
table.fields th{text-align:start;font-weight:700;color:#0b2545;padding:3pt 10pt 3pt 0;vertical-align:top;width:38%}
table.fields td{padding:3pt 0;vertical-align:top}
.note{color:#5c636e;font-size:8.5pt;margin-top:10pt}
hr{border:0;border-top:0.8pt solid #c2410c;margin:8pt 30%}
.frame{border:2.5pt solid #0b2545;outline:0.8pt solid #c2410c;outline-offset:-7pt;padding:16mm 14mm;
  height:272mm;box-sizing:border-box;display:flex;flex-direction:column;justify-content:space-between}
.seal-row{display:flex;justify-content:center;align-items:center;gap:24pt;margin-top:8pt}
.seal{width:86pt;height:86pt;border:2pt solid #c2410c;border-radius:50%;display:flex;flex-direction:column;
  justify-content:center;align-items:center;color:#c2410c;font-size:6.5pt;font-weight:700;direction:ltr}
.signer p{margin:0 0 2pt}
footer.doc{margin-top:14pt;color:#5c636e;font-size:8.5pt;border-top:0.6pt solid #5c636e;padding-top:4pt}
`;

/** The document as a whole HTML page; `footer` goes under the last block (the page numbers are the printer's). */
export function documentHtml(doc) {
  const text = (value) => escapeHtml(doc.lang === 'fr' ? frenchSpaces(String(value)) : value);
  const dir = RTL.has(doc.lang) ? 'rtl' : 'ltr';
  const header = doc.header
    ? `<header class="running"><strong>${text(doc.header.left)}</strong><span>${text(doc.header.right)}</span></header>`
    : '';
  const body = doc.blocks.map((b) => block(b, text)).join('\n');
  const footer = [doc.footer].flat().filter(Boolean);
  const footerHtml = footer.length
    ? `<footer class="doc">${footer.map((line) => `<div>${text(line)}</div>`).join('')}</footer>`
    : '';
  return `<!doctype html><html lang="${doc.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="author" content="${escapeHtml(doc.info.author)}"><meta name="description" content="${escapeHtml(doc.info.subject)}">
<meta name="keywords" content="${escapeHtml(doc.info.keywords)}"><style>${STYLE}${doc.frame ? '@page{margin:12mm}' : ''}</style></head>
<body>${doc.frame ? `<div class="frame"><div>${body}</div>${footerHtml}</div>` : `${header}${body}${footerHtml}`}</body></html>`;
}
