import { type Page, type Request, test } from "@playwright/test";
import { expect, gotoHydrated, originOf, stubThirdParty, viewportDependent, youtubeHost } from "./support";

const main = (page: Page) => page.getByRole("main");
const videoButton = (page: Page) => main(page).getByRole("button", { name: "Watch Quick Video" });
const videoDialog = (page: Page) => page.getByRole("dialog", { name: "Watch Quick Video" });

test.describe("home page structure", () => {
  test("sections appear in the specified order with their ids", async ({ page }) => {
    await page.goto("/");
    const expected = ["how-it-works", "what-you-get", "case-studies", "faq", "pilot"];
    for (const id of expected) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const order = await page.evaluate(
      (ids) =>
        Array.from(document.querySelectorAll("main [id]"))
          .map((node) => node.id)
          .filter((id) => ids.includes(id)),
      expected,
    );
    expect(order).toEqual(expected);
    // The hero (with the page's h1) comes before How It Works.
    const heroFirst = await page.evaluate(() => {
      const h1 = document.querySelector("main h1");
      const how = document.getElementById("how-it-works");
      return !!h1 && !!how && (h1.compareDocumentPosition(how) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(heroFirst, "the hero h1 precedes #how-it-works").toBe(true);
  });

  test("What You Get shows six feature cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#what-you-get").getByRole("heading", { level: 3 })).toHaveCount(6);
  });
});

test.describe("home calls to action", () => {
  const ctas: [name: string, href: string][] = [
    ["Book Your Demo", "/book-demo"],
    ["Start Your Journey", "/book-demo"],
    ["Schedule A Demo", "/book-demo"],
    ["Schedule a Call", "/book-demo"],
    ["Launch Calculator", "/roi-calculator"],
  ];

  for (const [name, href] of ctas) {
    test(`"${name}" links to ${href}`, async ({ page }) => {
      await page.goto("/");
      const link = main(page).getByRole("link", { name, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", href);
    });
  }

  test('"Email Our Team" is a mail link', async ({ page }) => {
    await page.goto("/");
    await expect(main(page).getByRole("link", { name: "Email Our Team", exact: true })).toHaveAttribute(
      "href",
      /^mailto:[^@\s]+@[^@\s]+/,
    );
  });

  test('"Launch Calculator" opens the ROI calculator', async ({ page }) => {
    await gotoHydrated(page, "/");
    await main(page).getByRole("link", { name: "Launch Calculator", exact: true }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
    await expect(page.getByRole("slider").first()).toBeVisible();
  });

  test('"Book Your Demo" opens the demo page', async ({ page }) => {
    await gotoHydrated(page, "/");
    await main(page).getByRole("link", { name: "Book Your Demo", exact: true }).click();
    await expect(page).toHaveURL(/\/book-demo$/);
  });
});

test.describe("FAQ accordion", () => {
  test("the first answer is open at start and only one is open at a time", async ({ page }) => {
    await gotoHydrated(page, "/");
    const items = page.locator("#faq details");
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const openItems = page.locator("#faq details[open]");

    await expect(openItems).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(items.nth(0).locator("summary + *")).toBeVisible();
    await expect(items.nth(1).locator("summary + *")).toBeHidden();

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(openItems).toHaveCount(1);
    await expect(items.nth(1).locator("summary + *")).toBeVisible();

    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open");
    await expect(openItems).toHaveCount(1);
  });

  test("clicking the open item closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const first = page.locator("#faq details").first();
    await expect(first).toHaveAttribute("open");
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("the questions are operable from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const second = page.locator("#faq details").nth(1);
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(second).not.toHaveAttribute("open");
  });
});

test.describe("hero video", viewportDependent, () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("it is a link to /video", async ({ page }) => {
      await page.goto("/");
      await expect(main(page).getByRole("link", { name: "Watch Quick Video" })).toHaveAttribute(
        "href",
        "/video",
      );
    });
  });

  test("no request goes to another host before the dialog opens", async ({ page, baseURL }) => {
    const origin = originOf(baseURL);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await stubThirdParty(page, origin);

    await gotoHydrated(page, "/");
    // Scroll through the whole page, so lazy content and images below the fold load too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    // Hover and focus the button: they preload the dialog code (own origin only).
    await videoButton(page).hover();
    await videoButton(page).focus();
    await page.waitForLoadState("networkidle");

    const foreign = requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"));
    expect(foreign, "requests to other hosts before opening the video").toEqual([]);

    // Opening the dialog is what loads the video host.
    const youtube = page.waitForRequest((request) => new URL(request.url()).hostname === youtubeHost);
    await videoButton(page).click();
    await expect(videoDialog(page)).toBeVisible();
    await youtube;
  });

  test("the dialog embeds the privacy-enhanced player and closes with Escape, returning focus", async ({
    page,
    baseURL,
  }) => {
    await stubThirdParty(page, originOf(baseURL));
    await gotoHydrated(page, "/");
    const button = videoButton(page);
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();

    const dialog = videoDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Watch Quick Video" })).toBeVisible();
    const iframe = dialog.locator("iframe");
    await expect(iframe).toHaveAttribute(
      "src",
      new RegExp(`^https://${youtubeHost.replace(/\./g, "\\.")}/embed/`),
    );
    await expect(iframe).toHaveAttribute("title", /\S/);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("the close button closes the dialog", async ({ page, baseURL }) => {
    await stubThirdParty(page, originOf(baseURL));
    await gotoHydrated(page, "/");
    await videoButton(page).click();
    const dialog = videoDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: /close/i }).click();
    await expect(dialog).toBeHidden();
    await expect(videoButton(page)).toBeFocused();
  });

  test("a link after the player leads to the video page, with captions", async ({ page, baseURL }) => {
    await stubThirdParty(page, originOf(baseURL));
    await gotoHydrated(page, "/");
    await videoButton(page).click();
    const link = videoDialog(page).getByRole("link", { name: /video page, with captions/i });
    await link.click();
    await expect(page).toHaveURL(/\/video$/);
    await expect(videoDialog(page)).toHaveCount(0);
    await expect(page.locator("video track[kind=captions]")).toHaveCount(1);
  });

  test("keyboard: Enter opens, Escape closes, focus is trapped while open", async ({ page, baseURL }) => {
    await stubThirdParty(page, originOf(baseURL));
    await gotoHydrated(page, "/");
    const button = videoButton(page);
    const dialog = videoDialog(page);
    const focusInDialog = () =>
      page.evaluate(() => {
        const node = document.querySelector("[role=dialog]");
        return !!node && node.contains(document.activeElement);
      });

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect.poll(focusInDialog, "focus moves into the dialog").toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens it as well; Tab and Shift+Tab never leave the open dialog.
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await expect.poll(focusInDialog).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      // Polled: leaving the cross-origin player frame moves focus asynchronously, so the
      // document's activeElement is briefly <body> before it lands back in the dialog.
      await expect.poll(focusInDialog, `focus stays in the dialog after ${key}`).toBe(true);
    }
    // (Focus may now be inside the embedded player, whose keys belong to the player.)
    const close = dialog.getByRole("button", { name: /close/i });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("keyboard: Tab while the player is still loading keeps focus in the dialog", async ({
    page,
    baseURL,
  }) => {
    // The player's page is held back until the test lets it through, so Tab is pressed while the
    // frame is still loading, as a keyboard visitor on a slow network does. A frame focused then
    // loses its focus to the document's body when the player's page arrives.
    const origin = originOf(baseURL);
    let letPlayerThrough = () => {};
    const playerHeld = new Promise<void>((resolve) => (letPlayerThrough = resolve));
    await page.route(
      (url) => url.origin !== origin,
      async (route) => {
        if (new URL(route.request().url()).hostname !== youtubeHost) return route.abort("blockedbyclient");
        await playerHeld;
        return route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><html lang='en'><head><title>Video</title></head><body><button>Play</button></body></html>",
        });
      },
    );
    await gotoHydrated(page, "/");
    const dialog = videoDialog(page);
    const focusInDialog = () =>
      page.evaluate(() => document.querySelector("[role=dialog]")?.contains(document.activeElement) ?? false);
    const playerRequested = page.waitForRequest((request) => new URL(request.url()).hostname === youtubeHost);

    await videoButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: /close/i })).toBeFocused();
    await playerRequested;
    await page.keyboard.press("Tab");
    await expect.poll(focusInDialog, "focus moves on within the dialog").toBe(true);

    const playerArrived = page.waitForEvent("framenavigated", (frame) =>
      frame.url().startsWith(`https://${youtubeHost}/`),
    );
    letPlayerThrough();
    await (await playerArrived).waitForLoadState("load");
    expect(await focusInDialog(), "focus is in the dialog once the player has loaded").toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(focusInDialog, "focus stays in the dialog after the next Tab").toBe(true);
  });
});
