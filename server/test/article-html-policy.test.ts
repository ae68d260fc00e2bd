import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
import { setSanitizerWindow, sanitizeHtml } from '@freight/shared/web/html/sanitize';
import { sanitizeArticleHtml } from '../src/api/html/sanitize';

// The server's sanitizer (sanitize-html, when a body is stored) and the
// browser's (DOMPurify, before one is rendered) are configured from one policy,
// shared/src/core/html/article-html-policy.ts: fed the same hostile markup,
// they keep the same thing. DOMPurify runs in a jsdom window, as the server
// renderer runs it.

const window = new JSDOM('').window;
setSanitizerWindow(window);

/** Markup as a browser reads it, attributes in name order: the two libraries serialise the same DOM differently. */
function normalised(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.trim();
}

const CORPUS: Record<string, string> = {
  script: '<p>a</p><script>alert(1)</script><p>b</p><SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  'event handlers':
    '<p onclick="alert(1)">x</p><img src="/images/a.svg" onerror="alert(2)" alt="a"><b onmouseover=alert(3)>y</b>',
  'javascript: links':
    '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java\tscript:alert(1)">c</a>',
  'entity-encoded javascript:':
    '<a href="&#106;avascript:alert(1)">a</a><a href="jav&#x09;ascript:alert(1)">b</a><a href="&#x6A;&#x61;vascript&colon;alert(1)">c</a>',
  'data: and vbscript: URLs':
    '<a href="data:text/html,<script>alert(1)</script>">a</a><img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="vbscript:msgbox(1)">b</a>',
  'protocol-relative URLs':
    '<a href="//evil.example/">a</a><img src="//evil.example/p.png"><a href="/\\evil.example/">b</a><img src="/\\evil.example/p.png">',
  'remote and page-relative pictures':
    '<p>a<img src="https://cdn.example/p.png">b<img src="x" onerror="alert(1)">c<img>d<img src="../up.png"></p>',
  'site pictures':
    '<figure><img src="/images/articles/truck.svg" alt="A truck" width="320" height="180"><figcaption>Truck</figcaption></figure><p><img src="/images/a.svg"></p>',
  'allowed links':
    '<p><a href="https://example.com/a?b=1&amp;c=2" title="T">x</a> <a href="mailto:ops@example.com">m</a> <a href="/blog/2">r</a> <a href="#notes">h</a></p>',
  'target and rel': '<a href="https://example.com" target="_blank" rel="opener">x</a><a target="_top">y</a>',
  svg: '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>t</text></a></svg><p>after</p>',
  math: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>after</p>',
  'style and link':
    '<style>p{color:red}</style><p style="background:url(javascript:alert(1))">x</p><link rel="stylesheet" href="/x.css">',
  'iframes, objects and forms':
    '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><form action="/x"><input name="a"><button>b</button></form><p>t</p>',
  'nested and malformed markup': '<p><strong>a<em>b</strong>c</em></p><ul><li>one<li>two</ul><p>open<blockquote>q</p>',
  tables:
    '<table><thead><tr><th scope="col" onclick="x">H</th></tr></thead><tbody><tr><td colspan="2" style="x">D</td></tr></tbody></table>',
  'foster-parented table content': '<table><tr><td>a</td></tr><p>moved</p></table>',
  'comments and cdata': '<p>a<!-- <script>alert(1)</script> -->b</p><![CDATA[<script>alert(1)</script>]]>',
  'entity tricks': '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; &#60;b&#62; &nbsp; &eacute; &#x1F69A;</p>',
  'unknown elements keep their text':
    '<div><span class="x">kept</span> <custom-el>also</custom-el> <font color=red>too</font></div>',
  'headings and quotes':
    '<h1>h1 becomes text</h1><h2 id="x">T</h2><h3>u</h3><h4>v</h4><blockquote cite="x">q</blockquote>',
  'data and aria attributes': '<p data-x="1" aria-label="l" class="c" id="i" dir="rtl" lang="ar">t</p>',
  'noscript and template':
    '<noscript><p>n</p></noscript><template><p>t</p></template><textarea><p>a</p></textarea><p>end</p>',
  'meta refresh and base':
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/"><p>x</p>',
  'srcset and formaction':
    '<img src="/images/a.svg" srcset="https://evil.example/a.png 2x"><button formaction="javascript:alert(1)">b</button>',
  'unclosed tags': '<p><a href="/x">unclosed <b>bold',
  'arabic text': '<p dir="rtl">شحن بري <strong>طنجة المتوسط</strong></p>',
};

test.each(Object.entries(CORPUS))('%s: the server and the browser keep the same', (_name, html) => {
  const server = normalised(sanitizeArticleHtml(html));
  const browser = normalised(sanitizeHtml(html));
  expect(server).toBe(browser);
  expect(server).not.toMatch(/<script|<style|<svg|<math|<iframe|\son\w+=|javascript:|vbscript:|data:|evil\.example/i);
});

test('the corpus keeps what the policy allows', () => {
  expect(normalised(sanitizeHtml(CORPUS['site pictures'] ?? ''))).toBe(
    '<figure><img alt="A truck" height="180" src="/images/articles/truck.svg" width="320"><figcaption>Truck</figcaption></figure><p><img alt="" src="/images/a.svg"></p>',
  );
  expect(normalised(sanitizeArticleHtml(CORPUS['target and rel'] ?? ''))).toBe(
    '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a><a rel="noopener noreferrer nofollow">y</a>',
  );
});
