// Every URL that takes a request, read from what is served rather than listed by hand, so that a
// new route is attacked as soon as it exists: React Router's routes from the build, Better Auth's
// endpoints from its API, and the server's own paths.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { admin } from "better-auth/plugins";
import type { ServerBuild } from "react-router";
import { authBasePath } from "../../server/auth/auth";
import { stripeWebhookPath } from "../../server/billing/webhook";
import type { Services } from "../../server/services";
import { buildDir } from "./harness";

/** Each route's full path, a parameter filled in with a made-up id, the catch-all with a made-up path. */
export async function routePaths(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.index ? "" : (route.path ?? "");
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const paths = Object.keys(build.routes)
    .filter((id) => id !== "root")
    .map((id) => `/${fullPath(id)}`.replace(/\/+/g, "/"))
    .map((route) => route.replace(/:\w+/g, randomUUID()).replace("*", "no-such-page"));
  return [...new Set(paths)].sort();
}

/**
 * Better Auth's endpoints as its API names them, below /api/auth, with the methods each answers,
 * and those of its admin plugin as Better Auth ships it (the site keeps the plugin's role but
 * mounts none of its endpoints: server/auth/auth.ts), which must stay unreachable. A parameter is
 * filled in with `x`.
 */
export function authEndpoints(services: Services): { path: string; methods: string[] }[] {
  type Endpoint = { path?: unknown; options?: { method?: unknown } };
  const endpoints = [...Object.values(services.betterAuth.api), ...Object.values(admin().endpoints)];
  const byPath = new Map<string, Set<string>>();
  for (const { path, options } of endpoints as Endpoint[]) {
    if (typeof path !== "string" || !path.startsWith("/")) continue;
    const declared = [options?.method].flat().filter((method) => typeof method === "string");
    const key = path.replace(/:\w+/g, "x");
    const methods = byPath.get(key) ?? new Set<string>();
    for (const method of declared.includes("*") ? ["GET", "POST"] : declared) methods.add(method);
    byPath.set(key, methods);
  }
  return [...byPath]
    .map(([path, methods]) => ({ path, methods: [...methods].sort() }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The paths of `authEndpoints`, under /api/auth. */
export function authPaths(services: Services): string[] {
  return authEndpoints(services).map(({ path }) => `${authBasePath}${path}`);
}

/** Everything a POST can reach: pages (as a form without JavaScript sends), their `.data` twins, the APIs. */
export async function postTargets(services: Services): Promise<string[]> {
  const pages = await routePaths();
  const data = pages.map((page) => (page === "/" ? "/_root.data" : `${page}.data`));
  return [...pages, ...data, ...authPaths(services), stripeWebhookPath, "/healthz"];
}
