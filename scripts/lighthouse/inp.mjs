// The judge's tablet's responsiveness: Interaction to Next Paint of a tap on a mistake, with the CPU
// slowed 4× (CDP), over a whole sheet. A touch tablet (CDP's touch events, as a finger's) opens
// the seat with its code and taps, item after item, every mistake's "1" (small, medium, big), waiting
// after each until the item's mark shows the new value. The browser's Event Timing entries give each
// tap's input-to-next-paint time (the duration INP is made of: input delay, handlers, rendering up to
// the frame that shows it); taps the browser does not report took under its 16 ms threshold.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../bench/measures/bundle.mjs';

/** The budget: p95 of tap → mark painted over a whole sheet, CPU slowed 4×. */
export const INP_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

/** Nearest-rank percentile. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * @param {string} url the tablet's page with a fresh seat code (`/judge/{code}`)
 * @returns {Promise<{ taps: number, p50: number, p95: number, max: number }>}
 */
export async function measureTabletInp(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // A 10" tablet held upright.
    const context = await browser.newContext({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('.sheet-state[data-state="draft"]').waitFor();
    // The sheet renders its items in slices after its first screen: wait for all of them.
    await page.locator('ol.score-items:not([aria-busy])').waitFor();
    await page.evaluate(() => {
      /** @type {Map<number, number>} */
      const durations = new Map();
      // @ts-expect-error the measure's own slot on the page
      globalThis.__tapDurations = durations;
      new PerformanceObserver((list) => {
        for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
          if (e.interactionId) durations.set(e.interactionId, Math.max(durations.get(e.interactionId) ?? 0, e.duration));
        }
        // @ts-expect-error durationThreshold is Event Timing's option (16 ms, its minimum)
      }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // LH_INP_TRACE=file.json: a Chrome trace of the taps, to see where a tap's time goes (DevTools' Performance panel opens it).
    const trace = process.env.LH_INP_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', ...(process.env.LH_INP_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
    const items = page.locator('li.score-item');
    const count = await items.count();
    let taps = 0;
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      for (const kind of ['small', 'medium', 'big']) {
        const option = item.locator(`fieldset.segmented-${kind} label:has(input[value="1"])`);
        if (!(await option.count()) || (await option.locator('input').isDisabled())) continue;
        const mark = item.locator('output.score-mark');
        const before = await mark.textContent();
        await option.scrollIntoViewIfNeeded();
        // A finger's tap through CDP, not Playwright's tap(): that one listens on the page's pointer
        // events to check what it hits, inside the very events being timed.
        const box = await option.boundingBox();
        if (!box) throw new Error('a mistake option off the page');
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForFunction(([el, text]) => el?.textContent !== text, /** @type {const} */ ([await mark.elementHandle(), before]));
        // The next frame: the tap's paint is over before the next tap.
        await page.evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 0))));
        taps++;
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (trace) await browser.stopTracing();
    // Event Timing reports after the paint; one more frame lets the last entries arrive.
    await page.evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 50))));
    // @ts-expect-error the measure's own slot on the page
    const reported = await page.evaluate(() => [...globalThis.__tapDurations.values()]);
    if (!taps) throw new Error('the tablet showed no mistake to tap');
    // Taps the browser did not report took under its 16 ms threshold: counted as 16 ms.
    const all = [...reported, ...Array(Math.max(0, taps - reported.length)).fill(16)];
    return { taps, p50: percentile(all, 50), p95: percentile(all, 95), max: Math.max(...all) };
  } finally {
    await browser.close();
  }
}
