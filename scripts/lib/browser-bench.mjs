// The frame of a measurement in the browser: the built server and Debian's Chromium, started once
// and stopped whatever happens, and timings repeated and summed up as a median with its spread.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { startServer } from "./server.mjs";

/**
 * @param {(browser: import("@playwright/test").Browser, origin: string) => Promise<void>} work
 */
export async function withServerAndBrowser(work) {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await work(browser, server.origin);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Waits until React has hydrated the page: it attaches its fiber to the skip link of the root
 * layout, which every page has.
 * @param {import("@playwright/test").Page} page
 */
export async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const node = document.querySelector("a[href='#main']");
    return node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Runs `measure` `runs` times, one after the other: "412  (380–455)", the median in whole ms and
 * the spread of the runs.
 * @param {number} runs
 * @param {() => Promise<number>} measure
 */
export async function medianOf(runs, measure) {
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await measure());
  const sorted = times.toSorted((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `${Math.round(middle)}  (${Math.round(sorted[0] ?? Number.NaN)}–${Math.round(sorted.at(-1) ?? Number.NaN)})`;
}
