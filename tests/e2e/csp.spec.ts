import { type Page, test } from "@playwright/test";
import { collectErrors, expect, unknownPath, waitForHydration } from "./support";

/**
 * The CSP of prerendered pages lists the hashes of their inline scripts with 'strict-dynamic'
 * (decision 0001): a browser must run exactly those, and what they load (React Router's
 * modulepreload links and module imports), and nothing injected.
 */

type Violation = { directive: string; blocked: string; sample: string };

/** Records every `securitypolicyviolation` the document reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
    // Counts the modulepreload links the page carries (hydration may drop them again).
    const counter = window as unknown as { __modulePreloads: number };
    counter.__modulePreloads = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLLinkElement && node.rel === "modulepreload") counter.__modulePreloads += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

/** The paths the sitemap lists: every public route. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe("content security policy in the browser", () => {
  test("no public route reports a CSP violation while it loads and hydrates", async ({ page }) => {
    test.setTimeout(120_000);
    await recordViolations(page);
    // The 404 page's own status is the one error expected.
    const errors = collectErrors(page, { ignore: [new RegExp(`status of 404 .*${unknownPath}\\)$`)] });
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(10);
    // Also a page rendered per request (nonce) and the 404 page (hashes, rendered once at start).
    for (const path of [...paths, "/roi-calculator?population=80000", unknownPath]) {
      await page.goto(path);
      await waitForHydration(page);
      // Let the downloads of the modulepreload links finish.
      await page.waitForLoadState("networkidle");
      expect(await violations(page), path).toEqual([]);
      const preloads = await page.evaluate(
        () => (window as unknown as { __modulePreloads: number }).__modulePreloads,
      );
      expect(preloads, `${path} loads its modules through modulepreload links`).toBeGreaterThan(0);
    }
    // Chromium also reports a refused script as a console error; nothing else may fail either
    // (e.g. React Router's route discovery answered by the 404 page).
    expect(errors).toEqual([]);
  });

  for (const path of ["/", "/pricing", unknownPath]) {
    test(`an inline script injected into the HTML of ${path} is blocked`, async ({ page }) => {
      // What hashes guard against: markup that slipped a script into the page. (A script that the
      // page's own trusted scripts insert is trusted under 'strict-dynamic', in Chromium inline
      // ones too, so page.evaluate() would not show the policy; decision 0001.)
      await recordViolations(page);
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(html).toContain("</body>");
          await route.fulfill({
            response,
            body: html.replace("</body>", "<script>window.__injected = true;</script></body>"),
          });
        },
      );
      await page.goto(path);
      await waitForHydration(page);
      expect((await violations(page)).map((violation) => violation.blocked)).toContain("inline");
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      ).toBeUndefined();
    });
  }
});
