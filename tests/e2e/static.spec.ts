import { type Page, test } from "@playwright/test";
import { expect, gotoHydrated } from "./support";

/**
 * app/ui/unhydrated.tsx: what never changes is kept as the server wrote it and not hydrated, while
 * its links still navigate in the page and a client navigation renders it in full.
 */

/** Whether React owns the element (it attaches its fiber to the DOM nodes it hydrated). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith("__reactFiber")),
    selector,
  );

const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __e2eMarker: number }).__e2eMarker = 1));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker);

test("home's static sections are not hydrated; its form and dialog buttons are", async ({ page }) => {
  await gotoHydrated(page, "/");
  expect(await hydrated(page, "#faq"), "FAQ section").toBe(false);
  expect(await hydrated(page, "#hero-title"), "hero heading").toBe(false);
  expect(await hydrated(page, "footer h3 + ul"), "footer links").toBe(false);
  // The interactive parts around them are React's.
  await expect(page.getByRole("main").getByRole("button", { name: "Watch Quick Video" })).toBeVisible();
  expect(await hydrated(page, "#pilot form"), "pilot form").toBe(true);
});

test("a link inside static markup navigates without reloading the page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await setMarker(page);
  await page.locator("footer").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("One package");
  expect(await marker(page), "same document").toBe(1);
});

test("a page reached by client navigation renders its static parts in full", async ({ page }) => {
  await gotoHydrated(page, "/pricing");
  await setMarker(page);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy", exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.locator("main h2").first()).toBeVisible();
  expect(await page.locator("main h2").count()).toBeGreaterThan(3);
  expect(await marker(page), "same document").toBe(1);
  // And back to home, rendered by the browser this time: every section is there.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /ShopCity/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#faq details")).toHaveCount(6);
  await expect(page.locator("#what-you-get").getByRole("heading", { level: 3 })).toHaveCount(6);
  expect(await hydrated(page, "#faq"), "rendered by React this time").toBe(true);
  expect(await marker(page), "same document").toBe(1);
});

test("a modified click on a link inside static markup is left to the browser", async ({ page }) => {
  await gotoHydrated(page, "/");
  // Whether the page's handler took the click over; the window sees it last, and cancels it so
  // that nothing opens either way.
  const takenOver = (modifiers: { ctrlKey?: boolean; shiftKey?: boolean }) =>
    page.evaluate((modifiers) => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/pricing"]')!;
      let prevented: boolean | undefined;
      const record = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener("click", record, { once: true });
      link.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...modifiers }),
      );
      return prevented;
    }, modifiers);
  expect(await takenOver({ ctrlKey: true }), "Ctrl+click").toBe(false);
  expect(await takenOver({ shiftKey: true }), "Shift+click").toBe(false);
  expect(await takenOver({}), "a plain click").toBe(true);
});
