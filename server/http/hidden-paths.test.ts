import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answerAsMissing, hiddenPaths, requestedUrl } from "./hidden-paths";
import { manifestRoute } from "../testing/route-manifest";

// Shaped as the build's route manifest: a page, the inbox (a layout with children), the catch-all.
const route = manifestRoute;
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/home", "root", undefined, true),
    route("routes/pricing", "root", "pricing"),
    route("routes/administration-guide", "root", "administration-guide"),
    route("routes/admin", "root", "admin"),
    route("routes/admin-leads", "routes/admin", undefined, true),
    route("routes/admin-lead", "routes/admin", "leads/:id"),
    route("routes/not-found", "root", "*"),
  ].map((entry) => [entry.id, entry]),
) as unknown as ServerBuild["routes"];

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
