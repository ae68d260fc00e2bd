// The main thread's blocking time as the browser itself reports it, with the CPU really slowed 4x
// (CDP throttling), beside Lighthouse's simulated figure: on a fast machine the floor's simulated
// TBT is 0 and a ratio to it says nothing, while the observed long tasks still differ
// (docs/decisions/027-interactive-as-fast-as-react-alone.md). Blocking: the part over 50 ms of
// each long task that starts after the first contentful paint, until 5 s after `load`.

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One page load with the CPU slowed `rate` times: its blocking time (ms) and long tasks. */
export async function observedBlocking(browser, url, rate = 4) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const after = tasks.filter(([start]) => start >= fcp);
  return { blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0), count: after.length };
}

/** `rows`: { label, url }, the floor first; each measured `runs` times, taken in turn. */
export async function interleavedBlocking(browser, rows, runs, rate = 4) {
  const results = rows.map(() => []);
  for (let round = 0; round < runs; round++)
    for (const [i, row] of rows.entries()) results[i].push(await observedBlocking(browser, row.url, rate));
  return rows.map((row, i) => ({
    ...row,
    blocking: median(results[i].map((r) => r.blocking)),
    tasks: median(results[i].map((r) => r.count)),
    all: results[i].map((r) => Math.round(r.blocking)).join(' '),
  }));
}

export function printBlocking(measured, runs, rate = 4) {
  const [floor] = measured;
  const width = Math.max(...measured.map((m) => m.label.length)) + 2;
  console.log(
    `\n${'page'.padEnd(width)}blocking ms  long tasks  vs floor  (observed, CPU ${rate}x by CDP, after FCP, median of ${runs}; all runs)`,
  );
  for (const m of measured)
    console.log(
      `${m.label.padEnd(width)}${Math.round(m.blocking).toString().padStart(11)}${String(m.tasks).padStart(12)}${`${(m.blocking / Math.max(1, floor.blocking)).toFixed(1)}x`.padStart(10)}  ${m.all}`,
    );
}
