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
 * Better Auth's endpoints as its API names them, under /api/auth, and those of its admin plugin as
 * Better Auth ships it (the site keeps the plugin's role but mounts none of its endpoints:
 * server/auth/auth.ts), which must stay unreachable.
 */
export function authPaths(services: Services): string[] {
  const endpoints = [...Object.values(services.betterAuth.api), ...Object.values(admin().endpoints)] as {
    path?: unknown;
  }[];
  const paths = endpoints
    .map((endpoint) => endpoint.path)
    .filter((value): value is string => typeof value === "string" && value.startsWith("/"))
    .map((endpoint) => `${authBasePath}${endpoint.replace(/:\w+/g, "x")}`);
  return [...new Set(paths)].sort();
}

/** Everything a POST can reach: pages (as a form without JavaScript sends), their `.data` twins, the APIs. */
export async function postTargets(services: Services): Promise<string[]> {
  const pages = await routePaths();
  const data = pages.map((page) => (page === "/" ? "/_root.data" : `${page}.data`));
  return [...pages, ...data, ...authPaths(services), stripeWebhookPath, "/healthz"];
}
