import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 7's <Scripts> writes into a prerendered page.
const page = [
  "<html><head></head><body><main>Hello</main>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N"/>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">import "/assets/manifest-C.js";',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/home-D.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("\n");

describe("deferHydration", () => {
  const result = deferHydration(page);
  const bootstrap = /<script nonce="N" type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("removes the modulepreload links and the static imports, so nothing loads before a paint", () => {
    expect(result).not.toMatch(/<link rel="modulepreload"/);
    expect(result).not.toMatch(/async=""/);
    expect(bootstrap).not.toMatch(/^\s*import\s*["*]/m);
  });

  it("waits for a frame, then preloads the same modules and imports the route modules", () => {
    expect(bootstrap.indexOf("requestAnimationFrame")).toBeLessThan(bootstrap.indexOf("modulepreload"));
    expect(bootstrap).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(bootstrap).toContain(
      "const [, route0, route1] = await Promise.all([" +
        'import("/assets/manifest-C.js"), import("/assets/root-B.js"), import("/assets/home-D.js")]);',
    );
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(bootstrap.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("keeps the rest of the page and the classic scripts as they were", () => {
    expect(result).toContain("<main>Hello</main>");
    expect(result).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
  });

  it("leaves a page without a bootstrap (a plain file) unchanged", () => {
    expect(deferHydration("<html><body>Static</body></html>")).toBe("<html><body>Static</body></html>");
  });
});
