import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { publicPages } from "../../app/content/routes";

/**
 * Every page that should answer 200 to anyone. The account pages (/account,
 * /subscription-success) need a session: account.spec.ts and subscription.spec.ts cover them.
 */
export const allPages: readonly string[] = [...publicPages];

/** A path that no route matches. */
export const unknownPath = "/this-page-does-not-exist";

export const youtubeHost = "www.youtube-nocookie.com";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/**
 * The details of a test that uses no page, only HTTP (`request`): it runs once, in the http
 * project, instead of once per viewport (playwright.config.ts).
 */
export const httpOnly = { tag: "@http" };

/**
 * The details of a test whose behaviour depends on the viewport (the layout, the navigation menu,
 * dialogs, sticky parts): the phone project runs these only; the rest would repeat what the
 * desktop project checks (playwright.config.ts).
 */
export const viewportDependent = { tag: "@viewport" };

/**
 * Collects console errors and uncaught exceptions, including CSP violations (Chromium reports a
 * refused script or style as a console error). Read `errors` at the end of a test.
 */
export function collectErrors(page: Page, { ignore = [] as RegExp[] } = {}) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = `${message.text()} (${message.location().url || "no url"})`;
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Waits until React has hydrated the document: React attaches its fiber to DOM nodes it owns,
 * so the skip link (rendered by the root layout) carries a `__reactFiber$…` key afterwards.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector("a[href='#main']");
    return node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Opens a page and waits for hydration, so client behavior (links, dialogs) is live. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Answers every request to another host locally: the YouTube embed gets an empty page, anything
 * else is aborted. Tests never reach the network (the machine has none) and stay fast.
 */
export async function stubThirdParty(page: Page, ownOrigin: string) {
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === youtubeHost) {
        return route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><html lang='en'><head><title>Video</title></head><body></body></html>",
        });
      }
      return route.abort("blockedbyclient");
    },
  );
}

export function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not configured");
  return new URL(baseURL).origin;
}

/**
 * axe-core as @axe-core/playwright depends on it, minified: the builder's default is the 1.3 MB
 * unminified build, sent to the page for every check.
 */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe (WCAG 2.2 AA) on the page as it is now; `what` names the state in the failure. Transitions
 * are switched off while axe reads the page: it reads colours as drawn, and a button caught
 * changing colour (after a click, on a loaded machine) has neither its old colours nor its new
 * ones. Waiting for running transitions was not enough: one can start after the wait.
 */
export async function expectAccessible(page: Page, what: string) {
  const still = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  // Legacy mode runs axe in the page itself. The default runs it in each frame, then opens a blank
  // page and loads axe into it again to merge the results: two loads of axe and a page per check,
  // for frames of other sites, which our pages only have as the stubbed video embed.
  const { violations } = await new AxeBuilder({ page, axeSource })
    .withTags(axeTags)
    .setLegacyMode()
    .analyze();
  await still.evaluate((style) => (style as Element).remove());
  expect(
    violations.map((violation) => violation.id),
    `axe violations on ${what}:\n${formatViolations(violations)}`,
  ).toEqual([]);
}

/** Axe violations as readable lines: rule id, help text, and the selectors of the failing nodes. */
export function formatViolations(violations: AxeResults["violations"]): string {
  if (violations.length === 0) return "no violations";
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `    - ${node.target.join(" ")}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, "\n      ")}` : ""}`,
        )
        .join("\n");
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : "";
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}${more}`;
    })
    .join("\n");
}

/** The vertical scroll offset of the page. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** True when the element's center is not covered by something else (e.g. the fixed nav bar). */
export async function isUncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  }, selector);
}

export { expect };
