// npm run bench:navigation: how long a visitor on a slow network waits from a click on a link to
// the next page's heading on screen. `client`: the link followed in the hydrated page (React
// Router fetches the route's code and data, then renders); `full`: the same link followed with
// JavaScript off, so the browser loads the prerendered page. `HOVER_MS` (300) is how long the
// pointer rests on the link before the click, as a mouse's does; 0 clicks at once, as a tap does.
// The network is slowed by CDP to LATENCY_MS (150) per request and DOWNLOAD_KBPS (1600), the
// figures of Lighthouse's mobile preset; the CPU is not slowed. Median of RUNS (7). Needs a build.
import { medianOf, waitForHydration, withServerAndBrowser } from "./lib/browser-bench.mjs";

const runs = Number(process.env.RUNS ?? 7);
const hoverMs = Number(process.env.HOVER_MS ?? 300);
const latency = Number(process.env.LATENCY_MS ?? 150);
const downloadKbps = Number(process.env.DOWNLOAD_KBPS ?? 1600);
/** The links followed from `/`, by their accessible names. */
const links = [{ name: "Get Started" }, { name: "Launch Calculator" }, { name: "Partners" }];

/**
 * Milliseconds from the click to the first frame showing the new page's main heading.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {(typeof links)[number]} link
 * @param {boolean} javaScript
 */
async function clickToHeading(browser, origin, link, javaScript) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  // A step that hangs fails the run instead of holding it for ever (the library waits without limit).
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    if (javaScript) await waitForHydration(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency,
      downloadThroughput: (downloadKbps * 1000) / 8,
      uploadThroughput: (downloadKbps * 1000) / 16,
    });
    const target = page.getByRole("link", { name: link.name, exact: true }).first();
    await target.hover();
    if (hoverMs > 0) await page.waitForTimeout(hoverMs);
    if (javaScript) {
      await page.evaluate(() => {
        /** @type {any} */ (window).headingShown = new Promise((resolve) => {
          let clicked = 0;
          addEventListener("click", () => (clicked = performance.now()), { capture: true, once: true });
          const before = document.querySelector("main h1");
          new MutationObserver((_, observer) => {
            const heading = document.querySelector("main h1");
            if (!heading || heading === before) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)));
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
      await target.click();
      return await page.evaluate(() => /** @type {any} */ (window).headingShown);
    }
    // A new document: its clock starts at the navigation, which the click begins.
    await Promise.all([page.waitForURL((url) => url.pathname !== "/"), target.click()]);
    await page.locator("main h1").waitFor();
    // The paint entry is written a frame or so after the heading is in the DOM. Asked for again
    // from here: with JavaScript off, the page runs no observer of its own.
    for (let tries = 0; tries < 100; tries++) {
      const paint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      );
      if (paint !== undefined) return paint;
      await page.waitForTimeout(50);
    }
    throw new Error(`no first contentful paint after following ${link.name}`);
  } finally {
    await context.close();
  }
}

await withServerAndBrowser(async (browser, origin) => {
  console.log(
    `click to the next page's heading, ${latency} ms per request, ${downloadKbps} kbit/s, ` +
      `hover ${hoverMs} ms, median of ${runs} (ms)`,
  );
  for (const link of links) {
    for (const javaScript of [true, false]) {
      const result = await medianOf(runs, () => clickToHeading(browser, origin, link, javaScript));
      console.log(`${link.name.padEnd(18)} ${javaScript ? "client" : "full  "}  ${result}`);
    }
  }
});
