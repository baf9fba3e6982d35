import { readdirSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { FixedResponse } from "./fixed-response";
import { readsQuery } from "./read-queries";

/**
 * Which requests the fixed pages answer before Express sees them: a prerendered page, asked for
 * often, costs a lookup and one write instead of the whole middleware chain (decision 0001).
 */

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route manifest as the tree `matchRoutes` walks. */
export function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route): route is ManifestRoute => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: children(route.id),
            },
      );
  return children(undefined);
}

/**
 * Whether only the catch-all route (`*`, the 404 page) matches a path: then React Router would
 * render the same 404 page for it, which is what the fixed copy holds.
 */
export function onlyCatchAll(manifest: ServerBuild["routes"]): (pathname: string) => boolean {
  const routes = routeTree(manifest);
  const catchAll = Object.values(manifest).find((route) => route?.path === "*")?.id;
  // `matchRoutes` flattens and ranks the whole tree on every call: the answers, which never
  // change, are kept, in a bounded map so that a scan of random paths cannot grow it without end.
  const known = new Map<string, boolean>();
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached !== undefined) return cached;
    const answer = catchAll !== undefined && matchRoutes(routes, pathname)?.at(-1)?.route.id === catchAll;
    if (known.size >= maxKnownPaths) known.clear();
    known.set(pathname, answer);
    return answer;
  };
}

const maxKnownPaths = 10_000;

/** Every file of the client build that Express serves from disk (not prerender output), as URL paths. */
export function servedFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(data|html)$/.test(entry.name)) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name));
    files.add(`/${relative.split(path.sep).join("/")}`);
  }
  return files;
}

export type FixedPageLookupParts = {
  /** Prerendered pages and their `.data`, by URL path. */
  pages: ReadonlyMap<string, FixedResponse>;
  /** The 404 page; absent when it could not be rendered at start (React Router then answers). */
  notFound?: FixedResponse;
  routes: ServerBuild["routes"];
  clientDir: string;
  /** Paths Express answers itself although no route names them (health check, auth API). */
  ownPaths: readonly string[];
  ownPrefixes: readonly string[];
};

/**
 * Returns the fast path's lookup: the fixed page that answers a request, or undefined when the
 * request is for Express and React Router.
 */
export function fixedPageLookup(parts: FixedPageLookupParts) {
  const { pages, notFound } = parts;
  const isCatchAll = onlyCatchAll(parts.routes);
  const files = servedFiles(parts.clientDir);
  const own = new Set(parts.ownPaths);

  /** The 404 page's answer suits this path: React Router would render that very page for a GET. */
  const missing = (pathname: string, read: boolean): boolean => {
    let page = pathname;
    if (pathname.endsWith(".data")) {
      // A data request. A GET is React Router's, in its own format, which its client needs to
      // show the 404 page after a link. A change sent to the data of a page that does not exist
      // gets the 404 page, as one sent to the page does: React Router's 405 names the path.
      if (read) return false;
      page = pathname.slice(0, -".data".length);
      if (page === "/_root") return false; // the home page's data
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(page);
    } catch {
      return false; // a malformed path: React Router answers it as it always has
    }
    if (files.has(decoded) || own.has(decoded)) return false;
    if (parts.ownPrefixes.some((prefix) => decoded === prefix || decoded.startsWith(`${prefix}/`)))
      return false;
    return isCatchAll(page);
  };

  /**
   * The prerendered page for a URL, also with a query its route does not read (a campaign link's
   * `utm_*`): the same bytes for everyone. A query the route reads (an ROI scenario, a help
   * search) makes the page depend on the request: rendered. A data request with a query is React
   * Router's (`_routes`), and rendered too.
   */
  const prerenderedFor = (url: string, query: number): FixedResponse | undefined => {
    if (query === -1) return pages.get(url);
    const pathname = url.slice(0, query);
    const page = pathname.endsWith(".data") ? undefined : pages.get(pathname);
    return page && !readsQuery(pathname, url.slice(query + 1)) ? page : undefined;
  };

  return (req: IncomingMessage): FixedResponse | undefined => {
    const url = req.url ?? "";
    if (!url.startsWith("/")) return undefined;
    const query = url.indexOf("?");
    const read = req.method === "GET" || req.method === "HEAD";
    const page = read ? prerenderedFor(url, query) : undefined;
    if (page) return page;
    // Whatever the method: nothing is there, so the answer is the 404 page. React Router would
    // answer a POST with a 405 page of its own, with a nonce and the path in it: no two alike, so
    // a path hidden from its visitor (server/http/guards/hidden-paths.ts) could not be answered the same.
    if (notFound && missing(query === -1 ? url : url.slice(0, query), read)) return notFound;
    return undefined;
  };
}
