import { test } from "@playwright/test";
import { allPages, collectErrors, expect, httpOnly, unknownPath, waitForHydration } from "./support";

function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match?.[1]?.trim() ?? null;
}

test.describe("every route", () => {
  for (const path of allPages) {
    test(`${path} answers 200 with a title, one h1 and no console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await waitForHydration(page);

      const title = await page.title();
      if (path === "/") {
        expect(title).toBe("ShopCity");
      } else {
        expect(title).toMatch(/^\S.*\S \| ShopCity$/);
      }

      await expect(page.locator("h1:visible"), `visible h1 elements on ${path}`).toHaveCount(1);
      await expect(page.locator("h1:visible")).not.toHaveText(/^\s*$/);

      // Give late scripts (lazy chunks, effects) a moment by waiting for the network to settle.
      await page.waitForLoadState("networkidle");
      expect(errors, `console errors on ${path}`).toEqual([]);
    });
  }

  test("titles are unique across pages", httpOnly, async ({ request }) => {
    const titles = new Map<string, string[]>();
    for (const path of allPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const title = titleOf(await response.text());
      expect(title, `title of ${path}`).toBeTruthy();
      titles.set(title!, [...(titles.get(title!) ?? []), path]);
    }
    const duplicates = [...titles].filter(([, paths]) => paths.length > 1);
    expect(duplicates, "titles shared by several pages").toEqual([]);
  });
});

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the not-found page and a link home", async ({ page }) => {
    // The browser itself logs the document's 404 status; anything else is a real error.
    const errors = collectErrors(page, { ignore: [/status of 404/] });
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.locator("h1:visible")).toHaveCount(1);
    expect(await page.title()).toMatch(/\| ShopCity$/);

    const home = page.getByRole("main").getByRole("link", { name: /home/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("ShopCity");
    expect(errors).toEqual([]);
  });

  test("a nested unknown path with a query also answers 404", httpOnly, async ({ request }) => {
    const response = await request.get(`${unknownPath}/deeper?x=1`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});

test("/video asks for its poster from the head, and the video uses that one copy", async ({ page }) => {
  const errors = collectErrors(page);
  const posters: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("-poster.svg")) posters.push(request.url());
  });
  await page.goto("/video");
  const poster = await page.locator("video").getAttribute("poster");
  await expect(page.locator(`head link[rel="preload"][as="image"][href="${poster}"]`)).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  // A preload the video could not use would be fetched again, with a console warning.
  expect(posters).toHaveLength(1);
  expect(errors).toEqual([]);
});
