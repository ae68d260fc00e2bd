import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/page';

// Hydration makes the server's HTML the app once: nothing of the page renders again after it unless the
// visitor does something (docs/decisions/027-interactive-as-fast-as-react-alone.md). Counted through
// React's devtools hook: each commit's components that did work (fresh hooks or props, not a fiber
// left from an earlier commit), and the commits in which the page's frame rendered.

declare global {
  interface Window {
    frameCommits: number[];
  }
}

async function countFrameRenders(page: Page) {
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      stateNode: unknown;
      memoizedState: unknown;
      memoizedProps: unknown;
    };
    const seen = new WeakMap<Fiber, { state: unknown; props: unknown }>();
    let commit = 0;
    window.frameCommits = [];
    const firstElement = (fiber: Fiber): Element | null => {
      for (let f: Fiber | null = fiber; f; f = f.child) if (f.stateNode instanceof Element) return f.stateNode;
      return null;
    };
    const performedWork = 1;
    const walk = (fiber: Fiber | null) => {
      for (let f = fiber; f; f = f.sibling) {
        const before = seen.get(f);
        const fresh = !before || before.state !== f.memoizedState || before.props !== f.memoizedProps;
        if (typeof f.type === 'function' && f.flags & performedWork && fresh) {
          seen.set(f, { state: f.memoizedState, props: f.memoizedProps });
          // The page's frame and the components around it: those whose element holds <main id="main">.
          if (firstElement(f)?.querySelector(':scope > #main') && !window.frameCommits.includes(commit))
            window.frameCommits.push(commit);
        }
        walk(f.child);
      }
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          commit += 1;
          walk(root.current.child);
        },
      },
    });
  });
}

for (const path of ['/', '/jobOffers', '/en/contact']) {
  test(`${path}: the page's frame renders once, at hydration`, async ({ page }) => {
    await countFrameRenders(page);
    await page.goto(path);
    await waitForHydration(page);
    // Late namespaces, data and effects have settled by then.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const commits = await page.evaluate(() => window.frameCommits);
    expect(commits).toHaveLength(1);
  });
}
