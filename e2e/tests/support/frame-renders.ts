import type { Page } from '@playwright/test';

// Counts the commits in which a page's frame rendered, through React's devtools hook: each commit's
// components that did work (fresh hooks or props, not a fiber left from an earlier commit)
// (docs/decisions/027-interactive-as-fast-as-react-alone.md).

declare global {
  interface Window {
    frameCommits: number[];
  }
}

/** Call before the page loads; read `window.frameCommits` once it has settled. */
export async function countFrameRenders(page: Page) {
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
