import { type Page, test } from "@playwright/test";
import { homeSections } from "../../app/content/navigation";
import {
  expect,
  gotoHydrated,
  isPhone,
  isUncovered,
  scrollY,
  viewportDependent,
  waitForHydration,
} from "./support";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuToggle = (page: Page) => mainNav(page).locator("details > summary");
const menuPanel = (page: Page) => mainNav(page).locator("details");
const logo = (page: Page) =>
  mainNav(page)
    .getByRole("link", { name: /ShopCity/ })
    .first();

/** Scrolls the window to the bottom and waits until it got there. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
}

test.describe("desktop navigation bar", () => {
  test("on home, section items are in-page anchors and account links are shown", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = mainNav(page);
    for (const section of homeSections) {
      const link = nav.getByRole("link", { name: section.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `#${section.id}`);
    }
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
      "href",
      "/book-demo",
    );
    await expect(menuToggle(page)).toBeHidden();
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
  });

  test("on other pages, section items link to the home page plus the anchor", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const nav = mainNav(page);
    for (const section of homeSections) {
      await expect(nav.getByRole("link", { name: section.label, exact: true })).toHaveAttribute(
        "href",
        `/#${section.id}`,
      );
    }
    await expect(logo(page)).toHaveAttribute("href", "/");
  });

  test("Login and Get Started lead to /auth and /book-demo", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await mainNav(page).getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await mainNav(page).getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/book-demo$/);
  });

  test("the nav bar stays on screen while scrolling", async ({ page }) => {
    await gotoHydrated(page, "/");
    await scrollToBottom(page);
    await expect(mainNav(page)).toBeInViewport();
    await expect(mainNav(page).getByRole("link", { name: "FAQ", exact: true })).toBeInViewport();
  });
});

test.describe("phone menu", viewportDependent, () => {
  test.skip(({ isMobile }) => !isMobile, "the collapsible menu exists on small screens only");

  test("the toggle opens a panel with the same items; the inline items are hidden", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeHidden();
    await expect(menuToggle(page)).toBeVisible();
    await expect(menuToggle(page)).toContainText("Menu");
    await expect(menuPanel(page)).not.toHaveAttribute("open");

    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    const panel = menuPanel(page);
    for (const section of homeSections) {
      const link = panel.getByRole("link", { name: section.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `/#${section.id}`);
    }
    await expect(panel.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/auth");
    await expect(panel.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute(
      "href",
      "/book-demo",
    );

    // The toggle closes it again.
    await menuToggle(page).click();
    await expect(menuPanel(page)).not.toHaveAttribute("open");
    await expect(panel.getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
  });

  test("Escape or a tap outside closes the menu; Escape gives focus back to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(menuPanel(page)).not.toHaveAttribute("open");
    await expect(menuToggle(page)).toBeFocused();

    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    // Below the panel, on the page it covers.
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(menuPanel(page)).not.toHaveAttribute("open");

    // Tab past its last item: the keyboard goes on to the page, which the panel must not cover.
    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    await menuPanel(page).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(menuPanel(page)).not.toHaveAttribute("open");
  });

  test("closed and opened again at once (one toggle event, as a busy browser folds them), it still closes", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    // Resolves once the one toggle event has been handled.
    await menuPanel(page).evaluate(
      (details: HTMLDetailsElement) =>
        new Promise((resolve) => {
          details.addEventListener("toggle", () => setTimeout(resolve), { once: true });
          details.open = false;
          details.open = true;
        }),
    );
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(menuPanel(page)).not.toHaveAttribute("open");
  });

  test("a menu opened while the scripts still load closes on a tap outside once they have run", async ({
    page,
  }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/features", { waitUntil: "commit" });
    // The native <details> opens without JavaScript.
    await menuToggle(page).click();
    await expect(menuPanel(page)).toHaveAttribute("open");
    release();
    await waitForHydration(page);
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(menuPanel(page)).not.toHaveAttribute("open");
  });

  test("choosing a section on home closes the menu and scrolls to the section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await menuToggle(page).click();
    const faq = menuPanel(page).getByRole("link", { name: "FAQ", exact: true });
    await expect(faq).toHaveAttribute("href", "#faq");
    await faq.click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(menuPanel(page)).not.toHaveAttribute("open");
    await expect(page.locator("#faq")).toBeInViewport();
    await expect
      .poll(() => isUncovered(page, "#faq-title"), "FAQ heading not hidden under the nav bar")
      .toBe(true);
  });

  test("choosing a page link closes the menu and navigates", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await menuToggle(page).click();
    await menuPanel(page).getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(menuPanel(page)).not.toHaveAttribute("open");
  });

  test("choosing a section from another page goes to that home section and closes the menu", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    await menuToggle(page).click();
    await menuPanel(page).getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page).toHaveURL(/\/#case-studies$/);
    await expect(menuPanel(page)).not.toHaveAttribute("open");
    await expect(page.locator("#case-studies")).toBeInViewport();
  });
});

/** Clicks a nav section item, through the phone menu when needed. */
async function chooseSection(page: Page, label: string, phone: boolean) {
  if (phone) {
    await menuToggle(page).click();
    await menuPanel(page).getByRole("link", { name: label, exact: true }).click();
  } else {
    await mainNav(page).locator("ul").first().getByRole("link", { name: label, exact: true }).click();
  }
}

test.describe("anchors and logo", viewportDependent, () => {
  for (const section of homeSections) {
    test(`"${section.label}" on home scrolls to #${section.id} below the nav bar`, async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, "/");
      await chooseSection(page, section.label, isPhone(testInfo));
      await expect(page).toHaveURL(new RegExp(`/#${section.id}$`));
      await expect(page.locator(`#${section.id}`)).toBeInViewport();
      await expect
        .poll(
          () => isUncovered(page, `#${section.id}-title`),
          "section heading is not covered by the fixed nav bar",
        )
        .toBe(true);
    });
  }

  test("a section item on another page opens home at that section", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/pricing");
    await chooseSection(page, "FAQ", isPhone(testInfo));
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page).toHaveTitle("ShopCity");
    await expect(page.locator("#faq")).toBeInViewport();
    await expect(page.locator("#hero-title")).not.toBeInViewport();
  });

  test("a deep link to /#faq lands at the FAQ", async ({ page }) => {
    await gotoHydrated(page, "/#faq");
    await expect(page.locator("#faq")).toBeInViewport();
  });

  test("on home the logo scrolls back to the top without leaving the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(logo(page)).toHaveAttribute("href", "/");
    await scrollToBottom(page);
    const marker = await page.evaluate(() => {
      (window as unknown as { __e2eMarker: number }).__e2eMarker = 1;
      return window.history.length;
    });
    await logo(page).click();
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    await expect(page).toHaveURL(/\/$/);
    // Same document (no reload) and no new history entry.
    expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker)).toBe(1);
    expect(await page.evaluate(() => window.history.length)).toBe(marker);
  });

  test("on home after an anchor, the logo scrolls to the top and clears the hash", async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, "/");
    await chooseSection(page, "FAQ", isPhone(testInfo));
    await expect(page).toHaveURL(/#faq$/);
    await logo(page).click();
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("elsewhere the logo links to the home page", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(logo(page)).toHaveAttribute("href", "/");
    await logo(page).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("ShopCity");
  });
});

test.describe("scroll position across navigations", () => {
  test("a new page starts at the top and Back restores the previous position", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Features", exact: true });
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);

    await link.click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 5);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(5);
  });

  test("navigating from the bottom of an inner page opens the next one at the top", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("keyboard", () => {
  test("Tab reaches the skip link first, and it moves focus to main", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab continues inside main, not back in the nav bar.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(
      () => document.querySelector("main")?.contains(document.activeElement) ?? false,
    );
    expect(inMain, "focus after the skip link continues inside main").toBe(true);
  });

  test("the skip link works on home as well", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("a link's page is fetched once the visitor means to open it", () => {
  /** The requests for a page's client-navigation data (`/book-demo.data?_routes=…`). */
  const dataRequests = (page: Page, path: string) => {
    const seen: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === `${path}.data`) seen.push(request.url());
    });
    return seen;
  };

  test("a mouse resting on a link fetches its page's data and code before the click", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const requested = dataRequests(page, "/book-demo");
    const modules: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") modules.push(request.url());
    });
    await mainNav(page).getByRole("link", { name: "Get Started", exact: true }).hover();
    await expect.poll(() => requested.length).toBe(1);
    await expect.poll(() => modules.some((url) => /\/assets\/book-demo-/.test(url))).toBe(true);
    await mainNav(page).getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("a link focused from the keyboard is fetched as well; a pointer only passing over one is not", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    const login = dataRequests(page, "/auth");
    const rested = dataRequests(page, "/book-demo");
    const loginLink = mainNav(page).getByRole("link", { name: "Login", exact: true });
    // Onto the link and off it again in one moment, as a pointer crossing it: sent by the page
    // itself, since a real mouse's pace on a busy machine may amount to a rest.
    await loginLink.evaluate((link) => {
      for (const type of ["pointerover", "pointerout"]) {
        link.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: "mouse" }));
      }
    });
    // A pointer resting on another link after it: that fetch starts after the passed-over one would have.
    await mainNav(page).getByRole("link", { name: "Get Started", exact: true }).hover();
    await expect.poll(() => rested.length).toBe(1);
    expect(login).toHaveLength(0);
    await loginLink.focus();
    await expect.poll(() => login.length).toBe(1);
  });

  test("links to the page already open fetch nothing", async ({ page }) => {
    await gotoHydrated(page, "/");
    const samePage = dataRequests(page, "/_root");
    const other = dataRequests(page, "/book-demo");
    // On home the section items are anchors on the same page.
    await mainNav(page).getByRole("link", { name: "FAQ", exact: true }).hover();
    await mainNav(page).getByRole("link", { name: "Get Started", exact: true }).hover();
    await expect.poll(() => other.length).toBe(1);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(1);
    expect(samePage).toHaveLength(0);
  });
});
