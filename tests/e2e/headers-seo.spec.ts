import { createHash } from "node:crypto";
import { type APIResponse, type Page, test } from "@playwright/test";
import { publicPages } from "../../app/content/routes";
import { allPages, expect, httpOnly, originOf, unknownPath } from "./support";

/** Pages rendered per request: they carry a fresh nonce. */
const perRequest = ["/auth", "/unsubscribe?token=x"];

/** Pages rendered once per query and then answered from memory, like prerendered ones. */
const perQuery = ["/help?q=domain", "/roi-calculator?population=12345"];

/** HTML documents of every kind the server makes: prerendered, rendered per request or query, and 404. */
const htmlDocuments = [...allPages, ...perRequest, ...perQuery, unknownPath];

/** The CSP hash source of every inline script a browser runs (not JSON-LD). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
}

function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The opening tags of all <script> elements in an HTML text. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

async function nonceOf(response: APIResponse): Promise<string> {
  const scriptSrc = parseCsp(response.headers()["content-security-policy"]).get("script-src") ?? [];
  const token = scriptSrc.find((value) => value.startsWith("'nonce-"));
  expect(token, "script-src carries a nonce").toBeTruthy();
  return token!.slice("'nonce-".length, -1);
}

test.describe("security headers", () => {
  for (const path of htmlDocuments) {
    test(
      `HTML response ${path} carries the security headers and a CSP that allows exactly its scripts (a nonce, or its hashes)`,
      httpOnly,
      async ({ request }) => {
        const response = await request.get(path);
        expect(response.headers()["content-type"]).toContain("text/html");
        const headers = response.headers();
        const csp = parseCsp(headers["content-security-policy"]);

        const scriptSrc = csp.get("script-src");
        expect(scriptSrc, "script-src directive").toBeTruthy();
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(scriptSrc).not.toContain("*");
        expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
        expect(csp.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
        expect(csp.get("object-src")).toEqual(["'none'"]);
        expect(csp.get("default-src")).toEqual(["'self'"]);

        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toMatch(/\S/);
        expect(headers["referrer-policy"]).not.toMatch(/unsafe-url/);
        expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
        expect(headers["x-powered-by"]).toBeUndefined();

        const html = await response.text();
        const scripts = scriptTags(html);
        const executable = scripts.filter((tag) => attribute(tag, "type") !== "application/ld+json");
        expect(executable.length, "the page has scripts").toBeGreaterThan(0);
        if (perRequest.includes(path)) {
          const nonce = await nonceOf(response);
          expect(nonce.length).toBeGreaterThanOrEqual(16);
          for (const tag of executable) expect(attribute(tag, "nonce"), `nonce of ${tag}`).toBe(nonce);
        } else {
          // Fixed bytes (prerendered, per query, and the 404 page): the CSP lists exactly their
          // scripts' hashes.
          expect(scriptSrc!.filter((value) => value.startsWith("'nonce-"))).toEqual([]);
          expect(html).not.toContain("nonce=");
          expect(scriptSrc!.filter((value) => value.startsWith("'sha256-")).sort()).toEqual(
            [...new Set(inlineScriptHashes(html))].sort(),
          );
        }
        // The placeholder nonce from prerendering never leaks out.
        expect(html).not.toContain("cHJlcmVuZGVyLW5vbmNl");
      },
    );
  }

  test("the CSP nonce differs between two requests for the same page", httpOnly, async ({ request }) => {
    for (const path of perRequest) {
      const first = await nonceOf(await request.get(path));
      const second = await nonceOf(await request.get(path));
      expect(first, path).not.toBe(second);
    }
  });

  test("hashed assets are cached for a year and immutable", httpOnly, async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [
      // The modulepreload links and scripts the page names.
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]!)),
    ];
    expect(
      assets.filter((asset) => asset.endsWith(".js")).length,
      "the page loads hashed scripts",
    ).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 6)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, asset).toContain("max-age=31536000");
      expect(cacheControl, asset).toContain("immutable");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("HTML pages are not cached as immutable", httpOnly, async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
  });

  test("GET /healthz answers 200 JSON {status: ok}", httpOnly, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

test.describe("no inline event handlers", () => {
  test("no page's HTML has on* attributes", async ({ page, request }) => {
    await page.goto("about:blank");
    for (const path of htmlDocuments) {
      const html = await (await request.get(path)).text();
      const offenders = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "text/html");
        const found: string[] = [];
        for (const element of Array.from(doc.querySelectorAll("*"))) {
          for (const attr of Array.from(element.attributes)) {
            if (/^on/i.test(attr.name))
              found.push(`<${element.localName} ${attr.name}="${attr.value.slice(0, 40)}">`);
          }
        }
        return found;
      }, html);
      expect(offenders, `inline handlers in ${path}`).toEqual([]);
    }
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists every public page with absolute URLs", httpOnly, async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const loc of locs) expect(loc, "absolute URL").toMatch(/^https?:\/\//);
    expect([...locs].sort()).toEqual(publicPages.map((path) => `${origin}${path}`).sort());
    expect(locs).not.toContain(`${origin}/subscription-success`);
  });

  test("/robots.txt references the sitemap", httpOnly, async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toContain(`Sitemap: ${originOf(baseURL)}/sitemap.xml`);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  });

  test(
    "/.well-known/security.txt says where to report, until when, on this origin",
    httpOnly,
    async ({ request, baseURL }) => {
      const response = await request.get("/.well-known/security.txt");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
      expect(text).toContain(`Canonical: ${originOf(baseURL)}/.well-known/security.txt`);
      const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
      expect(expires).toBeGreaterThan(Date.now());
      expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
    },
  );
});

async function metaContent(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector);
  await expect(element, selector).toHaveCount(1);
  return element.getAttribute(selector.startsWith("link") ? "href" : "content");
}

type JsonLd = Record<string, unknown>;

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe("meta tags and structured data", () => {
  test.describe("in the server's HTML, as link previews and crawlers read it", () => {
    test.use({ javaScriptEnabled: false });
    for (const path of allPages) {
      test(`${path} has description, canonical, Open Graph, Twitter card and Organization data`, async ({
        page,
        baseURL,
      }) => {
        const origin = originOf(baseURL);
        await page.goto(path);
        const url = `${origin}${path}`;
        expect(await metaContent(page, 'meta[name="description"]')).toMatch(/\S/);
        expect(await metaContent(page, 'link[rel="canonical"]')).toBe(url);
        expect(await metaContent(page, 'meta[property="og:title"]')).toBe(await page.title());
        expect(await metaContent(page, 'meta[property="og:description"]')).toMatch(/\S/);
        expect(await metaContent(page, 'meta[property="og:url"]')).toBe(url);
        expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\/\S+$/);
        expect(await metaContent(page, 'meta[name="twitter:card"]')).toMatch(/^summary(_large_image)?$/);

        const organizations = (await jsonLd(page)).filter((item) => item["@type"] === "Organization");
        expect(organizations, "one Organization JSON-LD").toHaveLength(1);
        expect(organizations[0]!["@context"]).toBe("https://schema.org");
        expect(organizations[0]!.name).toBeTruthy();
        expect(organizations[0]!.url).toBe(origin);
      });
    }
  });

  test(
    "descriptions are real summaries (50+ characters) and unique across pages",
    httpOnly,
    async ({ request }) => {
      const seen = new Map<string, string>();
      const problems: string[] = [];
      for (const path of allPages) {
        const html = await (await request.get(path)).text();
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
        if (description.length < 50)
          problems.push(`${path}: too short (${description.length} chars): "${description}"`);
        const other = seen.get(description);
        if (other) problems.push(`${path}: same description as ${other}`);
        seen.set(description, path);
      }
      expect(problems).toEqual([]);
    },
  );

  test("the og:image is served", async ({ page, request }) => {
    await page.goto("/");
    const image = await metaContent(page, 'meta[property="og:image"]');
    const response = await request.get(image!);
    expect(response.status(), `GET ${image}`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  test("home has FAQPage data matching the visible FAQ", async ({ page }) => {
    await page.goto("/");
    const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage");
    expect(faqPage, "FAQPage JSON-LD").toBeTruthy();
    const entities = faqPage!.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    const questions = (await page.locator("#faq details summary").allTextContents()).map((text) =>
      text.trim(),
    );
    expect(entities.map((entity) => entity.name)).toEqual(questions);
    for (const entity of entities) {
      expect(entity["@type"]).toBe("Question");
      expect(entity.acceptedAnswer.text).toMatch(/\S/);
    }
  });

  test("/pricing has Offer data for Local AI Hero at $2,500 per month", async ({ page }) => {
    await page.goto("/pricing");
    const offer = (await jsonLd(page)).find((item) => item["@type"] === "Offer");
    expect(offer, "Offer JSON-LD on /pricing").toBeTruthy();
    expect(offer!.name).toBe("Local AI Hero");
    expect(Number(offer!.price)).toBe(2500);
    expect(offer!.priceCurrency).toBe("USD");
  });

  test("the 404 page is not indexable", async ({ page }) => {
    await page.goto(unknownPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("/subscription-success is not indexable", async ({ page }) => {
    await page.goto("/subscription-success");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
