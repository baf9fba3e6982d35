import { test } from "@playwright/test";
import {
  allPages,
  expect,
  expectAccessible,
  gotoHydrated,
  isPhone,
  originOf,
  stubThirdParty,
  unknownPath,
  viewportDependent,
} from "./support";

// On the phone too: axe reads the page as laid out (colour contrast of what is visible, target
// sizes and spacing), and the phone's layout is another page for it, with its collapsible menu.
test.describe("accessibility (axe, WCAG 2.2 AA)", viewportDependent, () => {
  for (const path of allPages) {
    test(`${path}`, async ({ page, baseURL }) => {
      await stubThirdParty(page, originOf(baseURL));
      await gotoHydrated(page, path);
      await expectAccessible(page, path);
    });
  }

  test("at 320 px with enlarged text spacing (WCAG 1.4.12) no page scrolls sideways", async ({ page }) => {
    test.skip(isPhone(test.info()), "one width, set here");
    test.slow();
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of allPages) {
      await page.goto(path);
      // The spacing 1.4.12 asks a page to bear, as a reader's style sheet would set it.
      await page.addStyleTag({
        content:
          "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // Nor is a figure cut by its card (the /about grid clips what overflows it).
    await page.goto("/about");
    await page.addStyleTag({
      content: "* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }",
    });
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll("main dd")]
        .filter((dd) => dd.scrollWidth > dd.clientWidth)
        .map((dd) => dd.textContent),
    );
    expect(cut).toEqual([]);
  });

  test("the not-found page", async ({ page }) => {
    const response = await gotoHydrated(page, unknownPath);
    expect(response?.status()).toBe(404);
    await expectAccessible(page, unknownPath);
  });

  test("home with the video dialog open", async ({ page, baseURL }) => {
    await stubThirdParty(page, originOf(baseURL));
    await gotoHydrated(page, "/");
    await page.getByRole("main").getByRole("button", { name: "Watch Quick Video" }).click();
    const dialog = page.getByRole("dialog", { name: "Watch Quick Video" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie/);
    // The embed is stubbed with an empty page, so axe checks the dialog and the iframe element
    // itself (e.g. its title) without reaching the network. The page inside is another site's,
    // which axe does not enter (`expectAccessible`).
    await expectAccessible(page, "/ with the video dialog open");
  });

  test("the phone menu open", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the collapsible menu exists on small screens only");
    await gotoHydrated(page, "/features");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("details > summary").click();
    await expect(nav.locator("details")).toHaveAttribute("open");
    await expect(nav.locator("details").getByRole("link", { name: "FAQ", exact: true })).toBeVisible();
    await expectAccessible(page, "/features with the phone menu open");
  });
});

test.describe("accessibility of the server HTML before hydration", viewportDependent, () => {
  for (const path of ["/", "/roi-calculator"]) {
    test(`${path} without its scripts`, async ({ page }) => {
      // axe needs JavaScript in the page, so instead of turning scripts off, serve the document
      // with its scripts removed: the visitor's view before (or without) hydration.
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi,
            "",
          );
          await route.fulfill({ response, body: html });
        },
      );
      await page.goto(path);
      await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
      await expectAccessible(page, `${path} (no JavaScript)`);
    });
  }
});
