import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { answerAsMissing, hiddenPaths, requestedUrl } from "./hidden-paths";
import { manifestRoutes } from "../../testing/route-manifest";

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

  it("checks the path Better Auth will route: no spelling that its URL parser resolves reaches it", () => {
    for (const url of [
      "/api/auth/reset-password/..\\list-sessions",
      "/api/auth/reset-password/..%5Clist-sessions",
      "/api/auth/reset-password/%2e%2e\\admin\\create-user",
      "/api/auth/reset-password/%2E%2e\\list-sessions",
      "/api/auth/reset-password/x\\..\\..\\list-sessions?callbackURL=%2F",
      // A served endpoint too, spelled so that only the parser makes it one.
      "/api/auth/x/../get-session",
      "/api/auth/./get-session",
      "/api/auth/%2e/get-session",
      "/api/auth//get-session",
      "/api/auth\\get-session",
      "/api/auth/get-session#",
      "/api/auth/get-session\t",
      "/x/..\\api\\auth\\get-session",
      "/x/%2e%2e/api/auth/list-sessions",
    ]) {
      expect(check(url), url).toBe(true);
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
    for (const url of [
      "/admin",
      "/ADMIN/",
      "/%61dmin",
      "/admin.data",
      "/admin/leads/42.data?x=1",
      // As React Router routes them, resolved by the URL parser.
      "/x/..\\admin.data",
      "/x/%2e%2e/admin",
      "/x/..\\ADMIN\\leads\\42.data",
    ]) {
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
      ["/x/..\\admin.data?x=1", "/.not-found.data?x=1"],
    ] as const) {
      const req = { url } as IncomingMessage;
      answerAsMissing(req);
      expect(req.url).toBe(missing);
      expect(requestedUrl(req)).toBe(url);
    }
  });
});
