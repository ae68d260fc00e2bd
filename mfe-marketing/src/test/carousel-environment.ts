// Test-only: what jsdom lacks and embla needs, set up per test file.
// - matchMedia answers prefers-reduced-motion as asked;
// - IntersectionObserver reports every element as visible at once (the
//   carousels load when near the viewport);
// - ResizeObserver never reports;
// - a layout: viewports and tracks 1000px wide, slides 250px, laid out from
//   the right in a right-to-left carousel, as a browser would.

export const VIEW_WIDTH = 1000;
export const SLIDE_WIDTH = 250;

class VisibleAtOnce {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, intersectionRatio: 1, target } as unknown as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function isTrack(element: HTMLElement) {
  return element.parentElement?.hasAttribute('data-carousel-viewport') ?? false;
}

function offsetWidth(this: HTMLElement) {
  if (this.hasAttribute('data-carousel-viewport') || isTrack(this)) return VIEW_WIDTH;
  if (this.hasAttribute('data-carousel-slide')) return SLIDE_WIDTH;
  return 0;
}

function offsetLeft(this: HTMLElement) {
  if (!this.hasAttribute('data-carousel-slide') || !this.parentElement) return 0;
  const index = [...this.parentElement.children].indexOf(this);
  const rtl = this.closest('[dir]')?.getAttribute('dir') === 'rtl';
  return rtl ? VIEW_WIDTH - (index + 1) * SLIDE_WIDTH : index * SLIDE_WIDTH;
}

export function installCarouselEnvironment({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  vi.stubGlobal('IntersectionObserver', VisibleAtOnce);
  vi.stubGlobal('ResizeObserver', SilentResizeObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(offsetWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(offsetLeft);
}

export function removeCarouselEnvironment() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
