import { START_LIST_ID, type StartItem } from '../../src/site/start-after-paint';

const LIST = new RegExp(`<script type="application/json" id="${START_LIST_ID}">([^<]*)</script>`);

/**
 * A page's HTML with the list of what it starts after its first paint (start-after-paint.ts) written
 * back as the elements the page's script creates from it, so that a test reads what the page fetches.
 */
export function withStartList(html: string): string {
  const match = LIST.exec(html);
  if (!match) return html;
  const items = JSON.parse(match[1]!) as StartItem[];
  const tags = items.map((item) => {
    const cors = item.crossorigin ? ' crossorigin="anonymous"' : '';
    return item.script
      ? `<script defer src="${item.href}"${cors}></script>`
      : `<link rel="preload" href="${item.href}" as="${item.as}"${cors} fetchpriority="low">`;
  });
  return html.replace(match[0], tags.join(''));
}
