import { directionOf, type SiteLanguage } from '@freight/shared/core/constants';
import { escapeHtml } from '../html/escape-html';

// The frame of the visitors' HTML e-mails (acknowledgements, replies, follow-up links): the
// language and its direction on the document and the body, one plain style.

/** A whole HTML e-mail around `body` (already escaped HTML lines), ending with a line break. */
export function visitorMailHtml(language: SiteLanguage, subject: string, body: readonly string[]): string {
  const dir = directionOf(language);
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">`,
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A sentence and the link under it; the address reads left to right in an Arabic e-mail too. */
export function linkParagraph(sentence: string, url: string): string {
  return `<p>${escapeHtml(sentence)}<br><a dir="ltr" href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

/** The small print under an e-mail (reference, the company's address, "sent automatically"), one line each. */
export function footnoteParagraph(lines: readonly string[]): string {
  return `<p style="color:#666;font-size:0.85em">${lines.map(escapeHtml).join('<br>')}</p>`;
}
