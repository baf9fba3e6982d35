import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { toNodeHandler } from "better-auth/node";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { prerenderPaths } from "../../app/content/routes";
import type { AppServices } from "../../app/load-context";
import { authBasePath, type Auth } from "../auth/auth";
import { clientAddressHeader } from "../auth/client-address";
import { stripeWebhookPath, stripeWebhookRoute, type StripeWebhook } from "../billing/webhook";
import type { Database } from "../db/client";
import type { FormTokens } from "../leads/form-token";
import { bodyLimit } from "./body-limit";
import { refuseCrossSite } from "./cross-site";
import { expressApp } from "./express-app";
import { fixedPageLookup } from "./fixed-page-lookup";
import { renderAtStart, renderFixedPage, type FixedPageOptions } from "./fixed-pages";
import { asFetchResponse, pageBytes, sendFixedResponse, type FixedResponse } from "./fixed-response";
import { compileTrust, requestEndpoints } from "./forwarded";
import { healthPath } from "./health";
import { helpPath, helpSearchKey } from "./help-searches";
import { answerAsMissing, hiddenPaths, missingPath } from "./hidden-paths";
import { inFlightCounter } from "./in-flight";
import { loadPrerendered } from "./prerendered";
import { reactRouterHandler } from "./react-router";
import { memoryAccessLog, requestIdOf, requestLogger } from "./request-log";
import { reviewRequestLine } from "./request-line";
import { roiPath, roiScenarioSource } from "./roi-scenarios";
import { cspNonce, securityHeaders } from "./security-headers";
import { databaseOutage } from "./unavailable";

export type AppOptions = {
  /** Folder holding the React Router build (client/ and server/). */
  buildDir: string;
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
  /** `TRUST_PROXY`: which proxies' forwarded headers name the client (server/http/forwarded.ts). */
  trustProxy?: string;
};

export type Site = {
  /** Answers every request: give it to `http.createServer`. */
  listener: RequestListener;
  /** Resolves once no loader or action is still running. */
  whenIdle(): Promise<void>;
  /** Whether a loader or action is running now. */
  busy(): boolean;
};

/** Hundreds of ROI scenarios or help searches, each kept as its gzip bytes. */
const queryPageCacheBytes = 16 * 1024 * 1024;

/**
 * The Node server. A GET or HEAD of a prerendered page, of the 404 page, or of a page that is a
 * pure function of its query (an ROI scenario, a help search) once rendered, is answered from
 * memory (decision 0001); every other request goes through one Express chain
 * (server/http/express-app.ts).
 */
export async function createSite(options: AppOptions): Promise<Site> {
  const { buildDir, origin, services, log, bodyLimitBytes = 256 * 1024 } = options;
  const routeServices: AppServices | undefined = services && {
    leads: services.leads,
    auth: services.auth,
    billing: services.billing,
    inbox: services.inbox,
  };
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const https = origin.startsWith("https://");
  const trust = compileTrust(options.trustProxy);

  // Renders the pages kept in memory; requests go through @react-router/express below.
  const render = createRequestHandler(build, "production");
  const fixedPageOptions: FixedPageOptions = { origin, https, services: routeServices, log };
  const renderQueryPage = (url: string) =>
    renderFixedPage(render, url, fixedPageOptions, { status: 200, effort: "fast" });
  // Compressing the pages runs on the thread pool meanwhile.
  const [pages, notFound, unavailablePage] = await Promise.all([
    loadPrerendered(clientDir, prerenderPaths, {
      origin,
      checkout: services?.billing.stripeEnabled ? "subscribe" : "sales",
      https,
    }),
    renderAtStart(render, fixedPageOptions),
    renderAtStart(render, fixedPageOptions, true),
  ]);
  const outage = databaseOutage({ ping: services?.database?.ping, page: unavailablePage });

  // An ROI scenario is a pure function of its query: its first request renders it, the next ones
  // are answered like a prerendered page. A help search too: its page is rendered once per query
  // (as the route reads it), with no request of anyone's in it.
  const scenarios = roiScenarioSource({
    template: pages.get(roiPath),
    entry: build.entry.module,
    render: renderQueryPage,
    log,
  });
  // Kept after the first render, least recently used out first, bounded by bytes: a crawler
  // walking many scenarios evicts old ones instead of growing the process.
  const kept = (load: (key: string) => Promise<FixedResponse>) =>
    new LRUCache<string, FixedResponse>({
      maxSize: queryPageCacheBytes,
      sizeCalculation: (page, key) => pageBytes(page) + key.length,
      fetchMethod: load,
    });
  /** The pages that are a pure function of their query, by path: how a URL is kept, and where. */
  const queryPages = new Map([
    [roiPath, { key: scenarios.key, cache: kept(scenarios.load) }],
    [helpPath, { key: helpSearchKey, cache: kept(renderQueryPage) }],
  ]);

  const findFixedPage = fixedPageLookup({
    pages,
    notFound,
    routes: build.routes,
    clientDir,
    // React Router's lazy route discovery asks this path for the routes of links in view.
    // Stripe posts its events to a path of Express's own.
    ownPaths: [healthPath, build.routeDiscovery?.manifestPath ?? "/__manifest", stripeWebhookPath],
    ownPrefixes: [authBasePath],
  });

  const inFlight = inFlightCounter();
  const issueFormToken = () => services?.tokens.issue() ?? "";
  const reactRouter = reactRouterHandler({
    build,
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
          notFound
            ? asFetchResponse(notFound)
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
    refuseForeign: refuseCrossSite(origin, trust),
    limitBody: bodyLimit(bodyLimitBytes),
    answerMissingChange: (req, res, next) => {
      const page = req.method === "GET" || req.method === "HEAD" ? undefined : findFixedPage(req);
      if (page) sendFixedResponse(req, res, page, []);
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

  const auth = services?.auth;
  const isHidden = hiddenPaths({
    routes: build.routes,
    authBasePath,
    adminRouteId: "routes/admin",
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

  const logFromMemory = memoryAccessLog(log);
  const answerFromMemory = (req: IncomingMessage, res: ServerResponse, page: FixedResponse) => {
    const id = requestIdOf(req);
    logFromMemory(req, id, sendFixedResponse(req, res, page, ["X-Request-Id", id]));
  };

  function dispatch(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" && req.method !== "HEAD") return app(req, res);
    const page = findFixedPage(req);
    if (page) return answerFromMemory(req, res, page);
    const queryPage = queryPages.get(queryPagePath(req));
    if (!queryPage) return app(req, res);
    // A page that does not render as a plain page (e.g. a loader's error) goes the usual way.
    void queryPage.cache.fetch(queryPage.key(req.url!)).then(
      (found) => (found ? answerFromMemory(req, res, found) : app(req, res)),
      () => app(req, res),
    );
  }

  return {
    listener: (req, res) => {
      // A request line the site does not serve: Express answers it, logged, with the headers.
      if (reviewRequestLine(req) !== "serve") return app(req, res);
      const hidden = isHidden(req);
      if (hidden === false) return dispatch(req, res);
      if (hidden === true) {
        answerAsMissing(req);
        return dispatch(req, res);
      }
      // The session could not be read (the database is away): the route's own requireAdmin
      // answers, as it would have without this check.
      void hidden.then(
        (yes) => {
          if (yes) answerAsMissing(req);
          dispatch(req, res);
        },
        () => dispatch(req, res),
      );
    },
    whenIdle: inFlight.whenIdle,
    busy: () => inFlight.count() > 0,
  };
}

/** The path of a URL with a query string, else "". */
function queryPagePath(req: IncomingMessage): string {
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? "" : url.slice(0, query);
}
