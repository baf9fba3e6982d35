import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { answerAsMissing, hiddenPaths, requestedUrl } from "./hidden-paths";
import { manifestRoutes } from "../testing/route-manifest";

// Shaped as the build's route manifest: a page, the inbox (a layout with children), the catch-all.
const routes = manifestRoutes([
  ["root", undefined, ""],
  ["routes/home", "root", undefined, true],
  ["routes/pricing", "root", "pricing"],
  ["routes/administration-guide", "root", "administration-guide"],
  ["routes/admin", "root", "admin"],
  ["routes/admin-leads", "routes/admin", undefined, true],
  ["routes/admin-lead", "routes/admin", "leads/:id"],
  ["routes/not-found", "root", "*"],
]);

describe("hiddenPaths", () => {
  const asked: string[] = [];
  const hidden = hiddenPaths({
    routes,
    authBasePath: "/api/auth",
    adminRouteId: "routes/admin",
    isAdmin: async (req) => {
      asked.push(req.url!);
      return req.headers.cookie === "admin";
    },
  });
  const check = (url: string, cookie?: string) =>
    hidden({ url, headers: cookie ? { cookie } : {} } as IncomingMessage);

  it("hides Better Auth's endpoints that the site does not serve, in any spelling", () => {
    for (const url of [
      "/api/auth/admin/set-role",
      "/api/auth/list-sessions",
      "/api/auth/get-session/",
      "/API/AUTH/get-session",
      "/api/auth/get%2Dsession",
      "/api/auth%2Fget-session",
      "/api/auth",
    ]) {
      expect(check(url), url).toBe(true);
    }
    for (const url of [
      "/api/auth/get-session",
      "/api/auth/sign-in/email",
      "/api/auth/reset-password/abc123?callbackURL=%2Fauth%2Freset-password",
      "/api/authors",
    ]) {
      expect(check(url), url).toBe(false);
    }
  });

  it("asks for the session only on the inbox's paths, and hides them from anyone but an admin", async () => {
    for (const url of [
      "/",
      "/pricing",
      "/administration-guide",
      "/admin-nope",
      "/_root.data",
      "/pricing.data",
    ]) {
      expect(check(url, "member"), url).toBe(false);
    }
    expect(asked).toEqual([]);
    for (const url of ["/admin", "/ADMIN/", "/%61dmin", "/admin.data", "/admin/leads/42.data?x=1"]) {
      expect(await check(url, "member"), url).toBe(true);
      expect(await check(url, "admin"), url).toBe(false);
    }
  });

  it("leaves a path that cannot be decoded to the 400 every malformed path gets, even under the inbox", () => {
    const warn = vi.spyOn(console, "warn");
    asked.length = 0;
    for (const url of ["/admin/leads/%FF", "/admin/leads/%", "/admin/%E0%A4%A.data"]) {
      expect(check(url, "member"), url).toBe(false);
    }
    expect(asked).toEqual([]);
    // React Router warns on stderr, outside the JSON log, for each path it cannot decode.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("answerAsMissing", () => {
  it("points a request at a path that does not exist, keeping its query, its .data and the URL asked for", () => {
    for (const [url, missing] of [
      ["/admin/users?q=x", "/.not-found?q=x"],
      ["/admin/users.data?_routes=root", "/.not-found.data?_routes=root"],
      ["/api/auth/admin/set-role", "/.not-found"],
    ] as const) {
      const req = { url } as IncomingMessage;
      answerAsMissing(req);
      expect(req.url).toBe(missing);
      expect(requestedUrl(req)).toBe(url);
    }
  });
});
