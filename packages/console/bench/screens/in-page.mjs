// The functions the screens bench runs inside the page (each is serialized by playwright's page.evaluate, so
// each holds everything it uses): the probe installed once per page load, and the wait for a screen ready.

/** In the page, once: the long-frame observer, the Enter and J/K timestamps, a resource buffer that holds. */
export const probe = () => {
  // `expect`: the screen the next Enter opens; its readiness is checked from the first frame after that
  // Enter (the keydown starts the checks, not the test's next round trip to the page), `readyAt` the first
  // frame that had it ready, `missing` what was still missing at the last frame checked.
  const bench = { enterAt: 0, frames: [], jk: [], jkOn: false, expect: null, readyAt: 0, missing: 'enter' };
  window.__bench = bench;
  /** What the screen still lacks to be ready ('' when ready). */
  const readiness = ({ path, title, focus }) => {
    const main = document.getElementById('main');
    if (location.pathname !== path) return 'path';
    if (document.querySelector('h1')?.textContent?.trim() !== title) return 'heading';
    if (!main) return 'main';
    // Loading: a busy region or a status that says so (a table further down that mounts when scrolled
    // near shows a plain "Loading table…" placeholder without the status role: not loading).
    // Only the screen shown counts: the screens kept mounted behind it are inert.
    const shownOnly = ':not([inert], [inert] *)';
    const loading =
      main.querySelector(`[aria-busy="true"]${shownOnly}`) ||
      [...main.querySelectorAll(`[role="status"]${shownOnly}`)].some((s) =>
        /loading/i.test(s.textContent ?? ''),
      );
    if (loading) return 'loading';
    // The first table of the screen has its first row drawn, or says it is empty.
    const grid = main.querySelector(`.ag-root${shownOnly}`);
    if (grid && !grid.querySelector('.ag-row, .grid-empty')) return 'first row';
    if (focus === 'field' && !main.querySelector(`form${shownOnly} :is(input, select, textarea)`))
      return 'field';
    const active = document.activeElement;
    if (!active || active === main || !main.contains(active)) return 'focus';
    return '';
  };
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map((s) => ({
          url: s.sourceURL,
          fn: s.sourceFunctionName,
          invoker: s.invoker,
          duration: s.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') {
        bench.enterAt = event.timeStamp;
        const screen = bench.expect;
        bench.expect = null;
        if (screen) {
          const giveUp = performance.now() + 20_000;
          const check = () => {
            bench.missing = readiness(screen);
            if (!bench.missing) bench.readyAt = performance.now();
            else if (performance.now() < giveUp) requestAnimationFrame(check);
            else bench.readyAt = performance.now();
          };
          requestAnimationFrame(check);
        }
      }
      if (!bench.jkOn || (event.key !== 'j' && event.key !== 'k')) return;
      const at = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => bench.jk.push(performance.now() - at);
        channel.port2.postMessage(0);
      });
    },
    { capture: true },
  );
};

/** In the page: waits for the frame that had the screen ready; its figures, or why it is not ready after 20 s. */
export const untilReady = () =>
  new Promise((done) => {
    const bench = window.__bench;
    const check = () => {
      if (!bench.readyAt) return requestAnimationFrame(check);
      const missing = bench.missing;
      const ready = bench.readyAt;
      // Let the frame that drew it end, so its long-frame entry (if any) is reported.
      setTimeout(() => {
        const enter = bench.enterAt;
        const requests = performance
          .getEntriesByType('resource')
          .filter(
            (r) =>
              (r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest') &&
              r.startTime >= enter &&
              r.requestStart < ready,
          );
        const server = unionLength(requests.map((r) => [r.requestStart, Math.min(r.responseStart, ready)]));
        const chunks = performance
          .getEntriesByType('resource')
          .filter((r) => r.initiatorType !== 'fetch' && r.startTime >= enter && r.startTime < ready).length;
        const frames = bench.frames
          .filter((f) => f.start + f.duration > enter && f.start < ready)
          .map((f) => {
            const top = [...f.scripts].sort((a, b) => b.duration - a.duration)[0];
            const file = top?.url ? top.url.split('/').pop() : '';
            return {
              duration: f.duration,
              script: top
                ? `${top.fn || '(anonymous)'} in ${file || '?'} via ${top.invoker || '?'}`
                : 'no script (style/layout/paint)',
            };
          });
        bench.frames = [];
        performance.clearResourceTimings();
        done({
          missing,
          ready: ready - enter,
          server,
          requests: requests.length,
          paths: requests.map((r) => new URL(r.name).pathname),
          chunks,
          frames,
        });
      }, 120);
    };
    // The union of request intervals, defined here because this function runs in the page.
    function unionLength(intervals) {
      const sorted = intervals.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
      let total = 0;
      let from = -1;
      let to = -1;
      for (const [s, e] of sorted) {
        if (s > to) {
          total += to - from;
          from = s;
          to = e;
        } else if (e > to) to = e;
      }
      return total + (to - from);
    }
    check();
  });
