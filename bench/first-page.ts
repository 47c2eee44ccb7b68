/**
 * A fresh visit (empty cache, new browser context) of a signed-in user to the home page and to a
 * list: time to the first heading (`h1` visible) from the navigation's start, with Chromium's
 * navigation timing and what was transferred. Target: first heading under 1 s.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { launchChromium, logIn, signedInContext } from './browser';
import { startServer } from './server';

const RUNS = 7;
const PAGES = ['/', '/entries'];

interface Visit {
  heading: number;
  domContentLoaded: number;
  transferKB: number;
  requests: number;
}

/**
 * Stamps, inside the page, the frame in which the first heading is first painted with a box (as
 * Playwright's "visible"). Reading the clock from the test after `waitFor` adds Playwright's
 * polling back-off (20, 100, 100, 500 ms…) and a DevTools round trip: ~350 ms on this page. A
 * string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
 */
const STAMP_FIRST_HEADING = `
  new MutationObserver((_, observer) => {
    const h1 = document.querySelector('h1');
    if (!h1) return;
    const box = h1.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.folioFirstHeading = performance.now(); });
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

async function visit(page: Page, url: string): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  const heading = await page.evaluate(
    () => (window as unknown as { folioFirstHeading?: number }).folioFirstHeading ?? performance.now(),
  );
  return page.evaluate((headingAt) => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const transfer = resources.reduce((sum, r) => sum + r.transferSize, nav?.transferSize ?? 0);
    return {
      heading: headingAt,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? 0,
      transferKB: transfer / 1024,
      requests: resources.length + 1,
    };
  }, heading);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchFirstPage(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const session = await logIn(server.url, 'mesapartes');
    for (const path of PAGES) {
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await signedInContext(browser, session);
        await context.addInitScript({ content: STAMP_FIRST_HEADING });
        const page = await context.newPage();
        try {
          visits.push(await visit(page, `${server.url}${path}`));
        } finally {
          await context.close();
        }
      }
      const h = median(visits.map((v) => v.heading));
      console.log(
        `first-page ${path.padEnd(9)} first heading ${h.toFixed(0)} ms median of ${RUNS} (min ${Math.min(...visits.map((v) => v.heading)).toFixed(0)}, max ${Math.max(...visits.map((v) => v.heading)).toFixed(0)}); DOMContentLoaded ${median(visits.map((v) => v.domContentLoaded)).toFixed(0)} ms; ${median(visits.map((v) => v.transferKB)).toFixed(0)} KB over ${median(visits.map((v) => v.requests))} requests; target < 1000 ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
