import pino from "pino";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";
import { renderPublicPages, type RenderHandler } from "./fixed-pages";
import { scriptHash } from "./script-hashes";

const loaderScript = 'enqueue("[\\"origin\\",\\"https://shopcity.test\\"]")';

/**
 * Stands in for React Router's handler: answers as it does for a page (HTML with the nonce it was
 * given), for its navigation data and for a file route, and records what it was asked.
 */
function handler(asked: { url: string; nonce?: string; origin?: string }[]): RenderHandler {
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    asked.push({ url: request.url, nonce: context?.cspNonce, origin: context?.origin });
    if (request.headers.has("user-agent")) return new Response("streamed", { status: 500 });
    if (pathname === "/broken") return new Response("oops", { status: 500 });
    if (pathname.endsWith(".data")) {
      return new Response(`[{"page":"${pathname}"}]`, { headers: { "Content-Type": "text/x-script" } });
    }
    if (pathname === "/robots.txt") {
      return new Response("Sitemap: https://shopcity.test/sitemap.xml", {
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const script = `<script nonce="${context?.cspNonce}">${loaderScript}</script>`;
    return new Response(`<!DOCTYPE html><html><body><h1>${pathname}</h1>${script}</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
}

const options = { origin: "https://shopcity.test", https: true, log: pino({ level: "silent" }) };

describe("the public pages, rendered once at start", () => {
  it("keeps each page and its navigation data, and a file route's answer with its type", async () => {
    const asked: { url: string; nonce?: string; origin?: string }[] = [];
    const pages = await renderPublicPages(handler(asked), ["/", "/pricing", "/robots.txt"], options);

    expect([...pages.keys()].sort()).toEqual([
      "/",
      "/_root.data",
      "/pricing",
      "/pricing.data",
      "/robots.txt",
    ]);
    expect(asked.every((request) => request.origin === "https://shopcity.test")).toBe(true);
    expect(asked.every((request) => request.nonce === PRERENDER_NONCE)).toBe(true);
    expect(pages.get("/_root.data")!.body.toString()).toBe('[{"page":"/_root.data"}]');

    const robots = pages.get("/robots.txt")!.variants.identity.headers;
    expect(robots[robots.indexOf("Content-Type") + 1]).toBe("text/plain; charset=utf-8");
  });

  it("hashes each page's inline scripts into its CSP and drops the placeholder nonce", async () => {
    const pages = await renderPublicPages(handler([]), ["/pricing"], options);
    const page = pages.get("/pricing")!;
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("<h1>/pricing</h1>");
    expect(page.body.toString()).not.toContain(PRERENDER_NONCE);
    const headers = page.variants.identity.headers;
    const csp = headers[headers.indexOf("Content-Security-Policy") + 1]!;
    expect(csp).toContain(`script-src 'self' 'strict-dynamic' '${scriptHash(loaderScript)}'`);
    expect(csp).not.toContain("nonce");
    expect(headers).toContain("Strict-Transport-Security");

    const data = pages.get("/pricing.data")!.variants.identity.headers;
    expect(data[data.indexOf("Content-Security-Policy") + 1]).toContain("script-src 'self';");
  });

  it("renders one page at a time, and leaves a page that fails to React Router, logged", async () => {
    const logged: unknown[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    let rendering = 0;
    let most = 0;
    const counting: RenderHandler = async (request, context) => {
      most = Math.max(most, ++rendering);
      await new Promise((resolve) => setTimeout(resolve, 5));
      rendering--;
      return handler([])(request, context);
    };
    const pages = await renderPublicPages(counting, ["/", "/broken", "/pricing"], { ...options, log });
    expect(most).toBe(1);
    expect([...pages.keys()].sort()).toEqual([
      "/",
      "/_root.data",
      "/broken.data",
      "/pricing",
      "/pricing.data",
    ]);
    expect(logged).toEqual([
      expect.objectContaining({ path: "/broken", msg: "a public page could not be rendered at start" }),
    ]);
  });
});
