import { beforeAll } from 'vitest';

/**
 * For the tests of a TipTap editor: jsdom lays nothing out, and ProseMirror's scrolling into view
 * asks for rectangles it does not have. Call at the top of a test file.
 */
export function withoutLayout() {
  const noRects = () => Object.assign([], { item: () => null });
  beforeAll(() => {
    Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
    Object.assign(Text.prototype, { getClientRects: noRects });
    Object.assign(document, { elementFromPoint: () => null });
  });
}
