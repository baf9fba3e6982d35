import type { IncomingMessage, RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { toNodeHandler } from "better-auth/node";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { publicPaths } from "../../app/content/routes";
import type { AppServices } from "../../app/load-context";
import { authBasePath, type Auth } from "../auth/auth";
import { clientAddressHeader } from "../auth/client-address";
import { stripeWebhookPath, stripeWebhookRoute, type StripeWebhook } from "../billing/webhook";
import type { Database } from "../db/client";
import { rateLimitAddress } from "../rate-limit";
import type { FormTokens } from "../leads/form-token";
import { bodyLimit, dashboardUploads } from "./guards/body-limit";
import { refuseCrossSite } from "./guards/cross-site";
import { assetsPath, expressApp, type Middleware } from "./express-app";
import { fixedPageLookup } from "./pages/fixed-page-lookup";
import {
  renderAtStart,
  renderFixedPage,
  renderPublicPages,
  type FixedPageOptions,
} from "./pages/fixed-pages";
import { asFetchResponse, pageBytes, sendFixedResponse, type FixedResponse } from "./pages/fixed-response";
import { compileTrust, requestEndpoints } from "./guards/forwarded";
import { healthPath } from "./health";
import { clientTurns } from "./pages/client-turns";
import { helpPath, helpSearchKey } from "./pages/help-searches";
import { answerAsMissing, hiddenPaths, missingPath } from "./guards/hidden-paths";
import { inFlightCounter } from "./in-flight";
import { reactRouterHandler } from "./react-router";
import { roiPath, roiScenarioUrl } from "./pages/read-queries";
import { requestLogger } from "./request-log";
import { cspNonce, securityHeaders } from "./guards/security-headers";
import { databaseOutage } from "./unavailable";

export type AppOptions = {
  /** Folder holding the React Router build (client/ and server/). Ignored with `vite`. */
  buildDir: string;
  /**
   * `npm run dev`: the app comes from Vite's dev server (hot reload) instead of a build, and its
   * middleware serves the modules; the rest of the chain is the production one.
   */
  vite?: ViteDevServer;
  /** Public origin, e.g. https://shopcity.com. */
  origin: string;
  /** What routes reach the outside world through, and the form tokens; without them lead forms answer "failed". */
  services?: AppServices & {
    tokens: FormTokens;
    betterAuth?: Auth;
    stripeWebhook?: StripeWebhook;
    /** Asked when a request fails, to tell an outage from a defect (server/http/unavailable.ts). */
    database?: Pick<Database, "ping">;
  };
  log: Logger;
  /** Largest request body accepted; larger gets 413. */
  bodyLimitBytes?: number;
  /** `TRUST_PROXY`: which proxies' forwarded headers name the client (server/http/guards/forwarded.ts). */
  trustProxy?: string;
};

export type Site = {
  /** Answers every request: give it to `http.createServer`. */
  listener: RequestListener;
  /** Resolves once no loader or action is still running. */
  whenIdle(): Promise<void>;
};

/** Hundreds of ROI scenarios or help searches, each kept as its gzip bytes. */
const queryPageCacheBytes = 16 * 1024 * 1024;
/** How often one client's new query pages (help searches, ROI scenarios) may be rendered: 4 a second. */
const queryPageSpacingMs = 250;

const serverBuildModule = "virtual:react-router/server-build";

/**
 * The Node server: one Express chain for every request (server/http/express-app.ts). A GET or
 * HEAD of a public page (rendered at start), of the 404 page, or of a page that is a pure function
 * of its query (an ROI scenario, a help search) once rendered, is answered from memory by a
 * middleware of that chain (decision 0001); with `vite` (development) nothing is kept, every page is rendered.
 */
export async function createSite(options: AppOptions): Promise<Site> {
  const { buildDir, origin, services, log, vite, bodyLimitBytes = 256 * 1024 } = options;
  const routeServices: AppServices | undefined = services && {
    leads: services.leads,
    auth: services.auth,
    billing: services.billing,
    inbox: services.inbox,
    launches: services.launches,
    team: services.team,
  };
  const clientDir = path.join(buildDir, "client");
  // In development each request takes the build as Vite has it now, so an edit shows on reload.
  const loadBuild = vite ? () => vite.ssrLoadModule(serverBuildModule) as Promise<ServerBuild> : undefined;
  const build = loadBuild
    ? await loadBuild()
    : ((await import(
        /* @vite-ignore */ pathToFileURL(path.join(buildDir, "server", "index.js")).href
      )) as ServerBuild);
  const mode = vite ? "development" : "production";
  const https = origin.startsWith("https://");
  const trust = compileTrust(options.trustProxy);

  // Renders the pages kept in memory; requests go through server/http/react-router.ts below.
  const render = createRequestHandler(loadBuild ?? build, mode);
  const fixedPageOptions: FixedPageOptions = { origin, https, services: routeServices, log };
  const [memory, unavailablePage] = await Promise.all([
    vite ? undefined : answersFromMemory({ build, clientDir, render, fixedPageOptions, trust }),
    renderAtStart(render, fixedPageOptions, true),
  ]);
  const outage = databaseOutage({ ping: services?.database?.ping, page: unavailablePage });

  const inFlight = inFlightCounter();
  const issueFormToken = () => services?.tokens.issue() ?? "";
  const notFoundPage = memory?.notFound;
  const reactRouter = reactRouterHandler({
    build: loadBuild ?? build,
    mode,
    trust,
    outage,
    inFlight,
    loadContext: (req, res) => {
      const { clientAddress } = requestEndpoints(req, trust);
      const context: AppLoadContext = {
        cspNonce: cspNonce(res),
        // Signed only when a page asks for it (a lead's reply signs its own next token).
        get formToken() {
          const token = issueFormToken();
          Object.defineProperty(this, "formToken", { value: token });
          return token;
        },
        clientAddress,
        origin,
        log: req.log,
        services: routeServices,
        // The site's 404 page, the same bytes as for any missing path, for resource routes: they
        // have no page of their own to show someone who must not learn that they exist.
        notFoundPage: async () =>
          notFoundPage
            ? asFetchResponse(notFoundPage)
            : render(
                new Request(new URL(missingPath, origin), {
                  headers: { cookie: req.headers.cookie ?? "" },
                }),
                context,
              ),
      };
      return context;
    },
  });

  const betterAuth = services?.betterAuth;
  const app = expressApp({
    clientDir,
    trust,
    logRequests: requestLogger(log, healthPath),
    setSecurityHeaders: securityHeaders({ https }),
    hideHidden: hideHiddenPaths({ build, origin, trust, auth: services?.auth }),
    answerFromMemory: memory?.answer,
    serveModules: vite?.middlewares,
    refuseForeign: refuseCrossSite(origin, trust),
    limitBody: bodyLimit(bodyLimitBytes, dashboardUploads),
    answerMissingChange: (req, res, next) => {
      const page = req.method === "GET" || req.method === "HEAD" ? undefined : memory?.find(req);
      if (page) sendFixedResponse(req, res, page);
      else next();
    },
    stripeWebhook: stripeWebhookRoute(services?.stripeWebhook, bodyLimitBytes),
    betterAuth:
      betterAuth &&
      toNodeHandler(async (request: Request) =>
        outage.review(request.url, await betterAuth.handler(request)),
      ),
    reactRouter,
    outage,
  });

  return {
    listener: app,
    whenIdle: inFlight.whenIdle,
  };
}

/**
 * The middleware that points a request for something hidden from its sender (server/http/
 * hidden-paths.ts) at the 404 page, so that everything after answers it as a missing path.
 */
function hideHiddenPaths(parts: {
  build: ServerBuild;
  origin: string;
  trust: ReturnType<typeof compileTrust>;
  auth: AppServices["auth"] | undefined;
}): Middleware {
  const { auth, origin, trust } = parts;
  const isHidden = hiddenPaths({
    routes: parts.build.routes,
    authBasePath,
    adminRouteId: "routes/admin/layout",
    isAdmin: async (req) => {
      // No cookie and no bearer token: nobody, without asking the database.
      if (!auth || (!req.headers.cookie && !req.headers.authorization)) return false;
      // The client's address too, as on every call to Better Auth: without it Better Auth warns
      // operators that their proxy forwards none (its rate limiter resolves it on every path).
      const headers = new Headers({ [clientAddressHeader]: requestEndpoints(req, trust).clientAddress });
      for (const name of ["cookie", "authorization"] as const) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      const { session } = await auth.getSession(new Request(origin, { headers }));
      return session?.user.isAdmin === true;
    },
  });
  return (req, _res, next) => {
    const hidden = isHidden(req);
    if (hidden === false) return next();
    if (hidden === true) {
      answerAsMissing(req);
      return next();
    }
    // The session could not be read (the database is away): the route's own requireAdmin
    // answers, as it would have without this check.
    void hidden.then(
      (yes) => {
        if (yes) answerAsMissing(req);
        next();
      },
      () => next(),
    );
  };
}

/**
 * The pages answered from memory: the public pages rendered at start, the 404 page, and pages
 * that are a pure function of their query once rendered (decision 0001).
 */
async function answersFromMemory(parts: {
  build: ServerBuild;
  trust: ReturnType<typeof compileTrust>;
  clientDir: string;
  render: ReturnType<typeof createRequestHandler>;
  fixedPageOptions: FixedPageOptions;
}) {
  const { build, clientDir, render, fixedPageOptions } = parts;
  const renderQueryPage = (url: string) =>
    renderFixedPage(render, url, fixedPageOptions, { status: 200, effort: "fast" });
  // Rendering is on this thread; compressing the pages runs on the thread pool meanwhile.
  const [pages, notFound] = await Promise.all([
    renderPublicPages(render, publicPaths, fixedPageOptions),
    renderAtStart(render, fixedPageOptions),
  ]);

  // An ROI scenario is a pure function of its query: its first request renders it, the next ones
  // are answered like a public page, under its canonical query (the same scenario spelt
  // otherwise shares it). A help search too: its page is rendered once per query (as the route
  // reads it), with no request of anyone's in it. Kept after the first render, least recently
  // used out first, bounded by bytes: a crawler walking many scenarios evicts old ones instead
  // of growing the process.
  const kept = () =>
    new LRUCache<string, FixedResponse>({
      maxSize: queryPageCacheBytes,
      sizeCalculation: (page, key) => pageBytes(page) + key.length,
      fetchMethod: renderQueryPage,
    });
  // A page not yet kept waits for its client's turn (server/http/pages/client-turns.ts): one client
  // asking for new scenarios or searches as fast as it can must not starve everyone's pages.
  const turn = clientTurns(queryPageSpacingMs);
  /** The pages that are a pure function of their query, by path: how a URL is kept, and where. */
  const queryPages = new Map([
    [roiPath, { key: roiScenarioUrl, cache: kept() }],
    [helpPath, { key: helpSearchKey, cache: kept() }],
  ]);

  const find = fixedPageLookup({
    pages,
    notFound,
    routes: build.routes,
    clientDir,
    // React Router's lazy route discovery asks this path for the routes of links in view.
    // Stripe posts its events to a path of Express's own; a build file that is missing gets a
    // short plain 404 from Express, not the 404 page.
    ownPaths: [healthPath, build.routeDiscovery?.manifestPath ?? "/__manifest", stripeWebhookPath],
    ownPrefixes: [authBasePath, assetsPath],
  });

  const answer: Middleware = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = find(req);
    if (page) return sendFixedResponse(req, res, page);
    const queryPage = queryPages.get(queryPagePath(req));
    if (!queryPage) return next();
    const key = queryPage.key(req.url!);
    const kept = queryPage.cache.has(key);
    // A page that does not render as a plain page (e.g. a loader's error) goes the usual way.
    void (kept ? Promise.resolve() : turn(rateLimitAddress(requestEndpoints(req, parts.trust).clientAddress)))
      .then(() => (req.socket.destroyed ? undefined : queryPage.cache.fetch(key)))
      .then(
        (found) => (found ? sendFixedResponse(req, res, found) : next()),
        () => next(),
      );
  };
  return { answer, find, notFound };
}

/** The path of a URL with a query string, else "". */
function queryPagePath(req: IncomingMessage): string {
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? "" : url.slice(0, query);
}
