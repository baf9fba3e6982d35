// npm run bench:dialogs: how long a visitor on a phone waits from a tap on one of home's dialog
// buttons (the hero video, the presentation form) to the dialog on screen, measured in the page
// (pointerdown to the first frame after the dialog is in the DOM). A phone: 390 px, touch, the
// CPU slowed CPU_SLOWDOWN (4) times. `cold`: tapped as soon as the page is hydrated, so the
// dialog's code loads on the tap; `warm`: the button focused a second before (as a mouse's hover
// or the keyboard does), so the code is there. Median of RUNS (7) page loads each. Needs a build.
import { medianOf, withServerAndBrowser } from "./lib/browser-bench.mjs";

const runs = Number(process.env.RUNS ?? 7);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const dialogs = ["Watch Quick Video", "Download the Presentation"];
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * Milliseconds from the tap to the first frame that shows the dialog.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {string} label
 * @param {boolean} warm
 * @returns {Promise<number>}
 */
async function tapToDialog(browser, origin, label, warm) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(`${origin}/`);
    // Hydrated: before, the button is a link to the dialog's page.
    const button = page.locator('button[aria-haspopup="dialog"]', { hasText: label }).first();
    await button.waitFor();
    if (warm) await button.focus();
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      /** @type {any} */ (window).dialogShown = new Promise((resolve) => {
        let down = 0;
        addEventListener("pointerdown", () => (down = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - down)));
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await button.tap();
    return await page.evaluate(() => /** @type {any} */ (window).dialogShown);
  } finally {
    await context.close();
  }
}

await withServerAndBrowser(async (browser, origin) => {
  console.log(`tap to dialog on screen, 390 px, CPU ×${slowdown}, median of ${runs} (ms)`);
  for (const label of dialogs) {
    for (const warm of [false, true]) {
      const result = await medianOf(runs, () => tapToDialog(browser, origin, label, warm));
      console.log(`${label.padEnd(27)} ${warm ? "warm" : "cold"}  ${result}`);
    }
  }
});
