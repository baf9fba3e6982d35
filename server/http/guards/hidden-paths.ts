import type { IncomingMessage } from "node:http";
import { matchRoutes, type ServerBuild } from "react-router";
import { isExposedAuthEndpoint } from "../../auth/endpoints";
import { routeTree } from "../pages/fixed-page-lookup";

/**
 * Requests answered exactly as a path that does not exist is answered (the same status, headers
 * and bytes), so that nobody learns what is behind them:
 * - Better Auth's endpoints that the site does not serve (server/auth/endpoints.ts), for everyone;
 * - the team's inbox (/admin and below, its `.data`), for anyone but an admin. The inbox's own
 *   `requireAdmin` still guards every loader and action: this only makes its refusal
 *   indistinguishable from nothing (a page rendered per request has a nonce CSP, no ETag and
 *   the admin route's script preloads; the fixed 404 page has none of them).
 */
export type HiddenPathsOptions = {
  routes: ServerBuild["routes"];
  authBasePath: string;
  /** The id of the route whose pages only admins see (the inbox's layout). */
  adminRouteId: string;
  /** Whether the request's session (cookie or bearer token) is an admin's. */
  isAdmin: (req: IncomingMessage) => Promise<boolean>;
};

/**
 * Whether a request is for something hidden from its sender: a boolean when the path alone
 * says, a promise when it takes the session.
 */
export function hiddenPaths({ routes, authBasePath, adminRouteId, isAdmin }: HiddenPathsOptions) {
  const tree = routeTree(routes);
  const authPrefix = `${authBasePath}/`;
  const underAuth = (path: string) => path === authBasePath || path.startsWith(authPrefix);
  const adminRoute = routes[adminRouteId];
  if (!adminRoute?.path) throw new Error(`no route ${adminRouteId} with a path in the build`);
  // Every path that React Router could match to the inbox starts so, once decoded and lower-cased:
  // the others (nearly every request) are told apart without matching the route tree.
  const adminPrefix = `/${adminRoute.path.toLowerCase()}`;

  return (req: IncomingMessage): boolean | Promise<boolean> => {
    const url = req.url ?? "";
    const sent = pathnameOf(url);
    // What Better Auth and React Router will route: checked below, not what was sent.
    const routed = routedPath(url);
    // Express routes /api/auth case-insensitively and decoded: any spelling of it is the API
    // (sent or once routed), and only the exact spelling of a served endpoint reaches Better Auth:
    // sent as the routers will route it, nothing for the URL parser to resolve (a `\`, a `.`
    // segment, a tab) and nothing percent-encoded.
    const decodable = safeDecode(routed)?.toLowerCase();
    const decoded = decodable ?? routed.toLowerCase();
    const spellings = [sent, routed].flatMap((path) => [path.toLowerCase(), safeDecode(path)?.toLowerCase()]);
    if (spellings.some((path) => path !== undefined && underAuth(path))) {
      const exposed =
        sent === routed &&
        sent.startsWith(authPrefix) &&
        isExposedAuthEndpoint(sent.slice(authBasePath.length));
      return !exposed;
    }
    // A path that cannot be decoded is refused (400) whatever it names, an admin or not: matched
    // to the inbox, it would be answered apart from every other malformed path.
    if (decodable === undefined || !decoded.startsWith(adminPrefix)) return false;
    // As React Router matches it (decoded, case-insensitive); `.data` is the page's data.
    const page = routed.endsWith(".data") ? routed.slice(0, -".data".length) : routed;
    if (!matchesRoute(tree, page, adminRouteId)) return false;
    return isAdmin(req).then((admin) => !admin);
  };
}

/**
 * The path a request target is routed as, behind this check. Better Auth (better-call's router)
 * and React Router (server/http/react-router.ts) both parse `http://host` followed by the target with
 * the WHATWG URL parser and route its pathname: a `\` is a `/`, `.` and `..` segments (also
 * spelled `%2e`, in any case) are resolved, tabs and newlines are dropped, a `#` ends the path.
 * `/x/..\admin.data` is the inbox's data; `/api/auth/reset-password/..\list-sessions` is
 * /api/auth/list-sessions. The host is settled before either reads it
 * (server/http/guards/forwarded.ts): it cannot change the path.
 */
export function routedPath(target: string): string {
  return routed(target).pathname;
}

function routed(target: string): { pathname: string; search: string } {
  // Never fails for a target that starts with `/` (server/http/guards/request-line.ts sees to that).
  return URL.parse(`http://site.invalid${target}`) ?? { pathname: pathnameOf(target), search: "" };
}

/** A path that only the catch-all route matches: what a hidden request is answered as. */
export const missingPath = "/.not-found";

type Request = IncomingMessage & { originalUrl?: string };

/** What was asked for, by the requests `answerAsMissing` pointed elsewhere. */
const askedFor = new WeakMap<IncomingMessage, string>();

/**
 * Points the request at `missingPath` (a `.data` request at its `.data`, the query kept), so that
 * everything after answers it as any path that does not exist: `url` for Express's routing,
 * `originalUrl` for React Router's (which reads it). The access log keeps what was asked for.
 */
export function answerAsMissing(req: Request): void {
  const url = req.url ?? "/";
  // As routed: `/x/..\admin.data` is a request for data, and gets the 404 in that format.
  const { pathname, search } = routed(url);
  askedFor.set(req, url);
  req.url = `${missingPath}${pathname.endsWith(".data") ? ".data" : ""}${search}`;
  req.originalUrl = req.url;
}

/**
 * The URL the client asked for, whatever `answerAsMissing` made of it and however far Express's
 * routing has cut it (`originalUrl` is the whole of it).
 */
export const requestedUrl = (req: Request): string => askedFor.get(req) ?? req.originalUrl ?? req.url ?? "";

function matchesRoute(tree: ReturnType<typeof routeTree>, path: string, id: string): boolean {
  return matchRoutes(tree, path)?.some((match) => match.route.id === id) ?? false;
}

function pathnameOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
