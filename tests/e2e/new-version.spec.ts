import { test, type Page, type Request } from "@playwright/test";
import { accountEmail, password } from "./accounts/auth-support";
import { collectErrors, expect, gotoHydrated, waitForHydration } from "./support";

/**
 * A page open since before a deploy asks for script chunks the server no longer has. The browser
 * is told so by a 404 for a chunk it had not loaded yet; the page loads the new version once (a
 * full load of where the visitor was going), and never loops.
 */

/** What the browser says about a chunk that is not there, and React Router about its module. */
const goneChunkNoise = [
  /Failed to load resource: the server responded with a status of 404/,
  /Error loading route module/,
  /Failed to fetch dynamically imported module/,
];

/**
 * A deploy, as this page sees it: each script chunk it had not asked for yet is gone (its name
 * was the old build's). A new document is the new version and finds its chunks, unless
 * `staysGone` (a deploy that lacks them). `only` narrows what is gone. Returns the chunks refused.
 */
async function deploy(page: Page, { only, staysGone = false }: { only?: RegExp; staysGone?: boolean }) {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)),
  );
  let oldDocument = true;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) oldDocument = false;
  });
  const refused: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      const url = route.request().url();
      const gone = (!only || only.test(url)) && (staysGone || (oldDocument && !loaded.has(url)));
      if (!gone) return route.continue();
      refused.push(url);
      return route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
    },
  );
  return refused;
}

/** Every document the page loads (a full load, not a client navigation's data). */
function documents(page: Page) {
  const loads: string[] = [];
  page.on("request", (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("link", { name, exact: true }).first();

test("a link whose page's code is gone loads that page, new version, in full", async ({ page }) => {
  const errors = collectErrors(page, { ignore: goneChunkNoise });
  await gotoHydrated(page, "/");
  const refused = await deploy(page, {});
  const loads = documents(page);
  await footerLink(page, "Pricing").click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  // Running: its checkout is a live part of the page.
  await expect(page.getByRole("region", { name: "Local AI Hero" }).getByRole("link").first()).toBeVisible();
  expect(refused.some((url) => /\/assets\/pricing-/.test(url))).toBe(true);
  // React Router reloads the page it was leaving; that page goes on to the one asked for, once.
  expect(loads.at(-1)).toBe("/pricing");
  expect(loads.filter((path) => path === "/pricing")).toHaveLength(1);
  await expect(page.getByText("Application Error")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a lazy part of the page whose code is gone loads the page again, once, and it works", async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page, { ignore: goneChunkNoise });
  await gotoHydrated(page, "/auth?mode=signup");
  const refused = await deploy(page, { only: /toast-viewport/ });
  const loads = documents(page);
  // The toasts' viewport is loaded with the first toast: the sign-up's.
  await page.getByLabel("Email", { exact: true }).fill(accountEmail(testInfo, "new-version"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).press("Enter");

  await expect.poll(() => loads).toEqual(["/auth"]);
  await waitForHydration(page);
  expect(refused.length).toBeGreaterThan(0);
  // The new version runs: the browser's own check of the form answers.
  await page.getByRole("link", { name: "Create account" }).click();
  await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("There is a problem");
  await expect(page.getByText("Application Error")).toHaveCount(0);
  expect(loads).toEqual(["/auth"]);
  expect(errors).toEqual([]);
});

test("a page whose code stays gone is loaded once, and shown as the server sent it", async ({ page }) => {
  collectErrors(page);
  await gotoHydrated(page, "/");
  await deploy(page, { staysGone: true, only: /\/assets\/pricing-/ });
  const loads = documents(page);
  await footerLink(page, "Pricing").click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The server's page, whole, though its script cannot run.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(3000);
  // React Router's reloads of the page it left, then the page asked for, once.
  expect(loads.filter((path) => path === "/pricing")).toHaveLength(1);
  expect(loads.at(-1)).toBe("/pricing");
  await expect(page.getByText("Application Error")).toHaveCount(0);
});

test("a lazy part whose code stays gone: one new load, then the page without it, never a loop", async ({
  page,
  baseURL,
}) => {
  collectErrors(page);
  // The hint that this browser is signed in: the nav loads the account menu's code once hydrated.
  await page.context().addCookies([{ name: "sc_signed_in", value: "1", url: baseURL! }]);
  const refused = await deploy(page, { staysGone: true, only: /account-menu/ });
  const loads = documents(page);
  await page.goto("/pricing");
  await expect.poll(() => loads).toEqual(["/pricing", "/pricing"]);
  await waitForHydration(page);
  await page.waitForTimeout(3000);
  expect(loads).toEqual(["/pricing", "/pricing"]);
  expect(refused.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Application Error")).toHaveCount(0);
});
