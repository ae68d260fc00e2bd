// The quote wizard's opening on a phone: from the tap on a quote type, with the CPU slowed 4x
// (CDP), until its first field can take focus; every task over 50 ms the browser observed
// meanwhile (the issue's target: none; docs/decisions/027-interactive-as-fast-as-react-alone.md).

const THROTTLE = 4;

/**
 * Readies a tap on the button named `name` of a loaded page; the function it returns taps and resolves
 * with the page's time at which a dialog's first field took the focus. The tap goes to the screen at
 * the button's place and the page itself notes the field: Playwright's own checks and polling run in
 * the page and would be among its long tasks.
 */
export async function prepareTapToField(page, name) {
  const box = await page.getByRole('button', { name }).boundingBox();
  await page.evaluate(() => {
    window.__fieldReady = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const field = document.querySelector('[role="dialog"] :is(input, select, textarea)');
        if (!field) return;
        observer.disconnect();
        // In a task of its own, not inside the one that added the field.
        const focusable = () => {
          field.focus();
          if (document.activeElement === field) resolve(performance.now());
          else setTimeout(focusable, 10);
        };
        setTimeout(focusable);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  return async () => {
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    return page.evaluate(() => window.__fieldReady);
  };
}

/**
 * One opening on a loaded /en/cotation (or `pagePath`: the floor's /wizard):
 * { ms: tap to first field, tasks: [[start after the tap, duration]] }.
 */
export async function wizardOpeningOnce(browser, base, pagePath = '/en/cotation') {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask' });
    });
    const tapToField = await prepareTapToField(page, 'Full load');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const tappedAt = await page.evaluate(() => performance.now());
    const readyAt = await tapToField();
    // Tasks that started before the field was ready, read once they have ended.
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => window.__longTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      ms: readyAt - tappedAt,
      tasks: tasks
        .filter(([start]) => start >= tappedAt && start <= readyAt)
        .map(([start, duration]) => [Math.round(start - tappedAt), Math.round(duration)]),
    };
  } finally {
    await context.close();
  }
}

/** Openings of one side: the median time to the first field, the longest task, each run's tasks. */
export function printWizardTasks(openings, side = '', pagePath = '/en/cotation') {
  const times = openings.map((opening) => opening.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const longest = Math.max(0, ...openings.flatMap((opening) => opening.tasks.map(([, duration]) => duration)));
  console.log(
    `\n${pagePath}${side ? ` (${side})` : ''}, tap on "Full load" to its first field at ${THROTTLE}x CPU: median ${Math.round(median)} ms; longest task ${longest} ms (target: none over 50)`,
  );
  for (const [index, opening] of openings.entries())
    console.log(
      `  run ${index + 1}: ${Math.round(opening.ms)} ms; tasks over 50 ms (start after the tap + duration): ${opening.tasks.map(([start, duration]) => `${start}+${duration}`).join(' ') || 'none'}`,
    );
}
