import { useCallback, useId, useState, type ElementType, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

type Tag = 'div' | 'section' | 'footer' | 'article' | 'aside' | 'nav' | 'main';

export interface StaticProps {
  children: ReactNode;
  /** The element the section is (its HTML tag): it is in the server's HTML like any other. */
  as?: Tag;
  className?: string;
  /** Any further attributes of that element (aria-*, id, lang, dir). */
  [attribute: `aria-${string}` | `data-${string}`]: string | undefined;
  id?: string;
  lang?: string;
  dir?: string;
}

/** The attribute marking a kept section; its value is the section's React id, the same in both renders. */
export const STATIC_ATTRIBUTE = 'data-static';

function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${STATIC_ATTRIBUTE}]`))
    if (element.getAttribute(STATIC_ATTRIBUTE) === id) return element.innerHTML;
  return null;
}

function ownLink(event: MouseEvent<HTMLElement>, basename: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.type) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const prefix = basename.endsWith('/') ? basename : `${basename}/`;
  // A file (a PDF, a picture) is not one of the app's pages.
  if (!`${url.pathname}/`.startsWith(prefix) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `/${url.pathname.slice(prefix.length)}${url.search}${url.hash}`;
}

/**
 * Content that never changes in the browser (a page's text, an article's body, the footer), kept as
 * the server sent it: on the document the server rendered, its components do not run in the browser
 * at all and React adopts the section's HTML as it is (docs/decisions/027-interactive-as-fast-as-react-alone.md,
 * "Sections kept as sent"). Its links still navigate inside the app. After the first navigation in
 * the app, or where the server sent no HTML (a page the browser renders), it renders its children.
 * Nothing inside may need an event handler: a control belongs outside it.
 */
export function Static({ children, as = 'div', ...attributes }: StaticProps) {
  const id = useId();
  const { key } = useLocation();
  // Read once, at the first render: during hydration this is the server's markup of this very
  // section (React's ids match between the two renders; ids of client renders never look like them).
  const [kept] = useState(() => ({ html: serverHtml(id), key }));
  const navigate = useNavigate();
  const basename = useHref('/');
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const to = ownLink(event, basename);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    },
    [basename, navigate],
  );
  const Element = as as ElementType;
  const marker = { [STATIC_ATTRIBUTE]: id };
  if (kept.html !== null && kept.key === key)
    return (
      <Element
        {...attributes}
        {...marker}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read back from the document the server sent; nothing from outside it.
        dangerouslySetInnerHTML={{ __html: kept.html }}
        suppressHydrationWarning
      />
    );
  return (
    <Element {...attributes} {...marker}>
      {children}
    </Element>
  );
}
