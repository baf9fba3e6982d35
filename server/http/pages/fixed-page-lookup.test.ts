import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { onlyCatchAll, fixedPageLookup } from "./fixed-page-lookup";
import { fixedResponse } from "./fixed-response";
import { manifestRoutes } from "../../testing/route-manifest";

// Shaped as the build's route manifest: pages, a layout with an index and a dynamic child, a
// resource route, and the catch-all.
const routes = manifestRoutes([
  ["root", undefined, ""],
  ["routes/home", "root", undefined, true],
  ["routes/pricing", "root", "pricing"],
  ["routes/roi-calculator", "root", "roi-calculator"],
  ["routes/admin", "root", "admin"],
  ["routes/admin-leads", "routes/admin", undefined, true],
  ["routes/admin-lead", "routes/admin", "leads/:id"],
  ["routes/sitemap", "root", "sitemap.xml"],
  ["routes/not-found", "root", "*"],
]);

describe("onlyCatchAll", () => {
  const missing = onlyCatchAll(routes);
  it.each([
    ["/nope", true],
    ["/pricing/extra", true],
    ["/admin/nope", true],
    ["/", false],
    ["/pricing", false],
    ["/pricing/", false],
    ["/admin", false],
    ["/admin/leads/42", false],
    ["/sitemap.xml", false],
  ])("%s: %s", (pathname, expected) => {
    expect(missing(pathname)).toBe(expected);
    expect(missing(pathname)).toBe(expected); // and the same once remembered
  });
});

describe("the fast path's choice", async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "shopcity-fixed-page-lookup-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(clientDir, "assets", "app-1.js"), "");
  writeFileSync(path.join(clientDir, "index.html"), "");
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  const home = await fixedResponse({ body: "home", contentType: "text/html", headers: [] });
  const roi = await fixedResponse({ body: "roi", contentType: "text/html", headers: [] });
  const notFound = await fixedResponse({ body: "404", contentType: "text/html", status: 404, headers: [] });
  const find = fixedPageLookup({
    pages: new Map([
      ["/", home],
      ["/roi-calculator", roi],
      ["/_root.data", home],
    ]),
    notFound,
    routes,
    clientDir,
    ownPaths: ["/healthz", "/__manifest"],
    ownPrefixes: ["/api/auth", "/assets"],
  });
  const get = (url: string, method = "GET") => find({ method, url, headers: {} } as IncomingMessage);

  it("answers prerendered pages without a query", () => {
    expect(get("/")).toBe(home);
    expect(get("/", "HEAD")).toBe(home);
    expect(get("/", "POST")).toBeUndefined();
  });

  it("answers them with a query their route does not read, as a campaign link has", () => {
    for (const url of [
      "/?utm_source=x",
      "/?utm_source=news&utm_campaign=spring&gclid=1",
      "/?population=80000",
    ]) {
      expect(get(url), url).toBe(home);
    }
    expect(get("/roi-calculator?utm_source=x&fbclid=2")).toBe(roi);
    expect(get("/?utm_source=x", "POST")).toBeUndefined();
  });

  it("leaves to rendering a query the route reads, and data requests with a query", () => {
    expect(get("/roi-calculator?population=80000")).toBeUndefined();
    expect(get("/roi-calculator?utm_source=x&population=80000")).toBeUndefined();
    expect(get("/_root.data?_routes=root")).toBeUndefined();
  });

  it("answers the 404 page for what only the catch-all route matches", () => {
    expect(get("/nope")).toBe(notFound);
    expect(get("/nope?x=1")).toBe(notFound);
  });

  it("answers the 404 page for a change sent to a path, or its data, that only the catch-all matches", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      expect(get("/nope", method), method).toBe(notFound);
      expect(get("/nope.data?index", method), method).toBe(notFound);
      expect(get("/admin/nope.data", method), method).toBe(notFound);
    }
    for (const url of ["/_root.data", "/pricing.data", "/admin.data", "/admin/leads/42.data", "/pricing"]) {
      expect(get(url, "POST"), url).toBeUndefined();
    }
  });

  it("leaves to Express and React Router the files, its own paths and data requests", () => {
    for (const url of [
      "/favicon.svg",
      "/favicon%2Esvg",
      "/assets/app-1.js",
      // A build file that is not there: Express answers it, short and plain.
      "/assets/gone-2.js",
      "/healthz",
      "/__manifest?paths=%2Fpricing",
      "/api/auth/get-session",
      "/nope.data",
      "/pricing",
      "/%E0%A4%A",
      "http://elsewhere/nope",
    ]) {
      expect(get(url), url).toBeUndefined();
    }
  });
});
