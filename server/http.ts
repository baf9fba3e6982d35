import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { prerenderPaths } from "../app/content/routes";
import type { Logger } from "pino";
import type { FormTokens } from "./leads/form-token";
import type { PageViews } from "./leads/page-views";
import { authBasePath, type Auth } from "./auth/auth";
import { stripeWebhookListener, stripeWebhookPath, type StripeWebhook } from "./billing/webhook";
import type { AppServices } from "../app/load-context";
import { refuseCrossSite } from "./cross-site";
import { sendText } from "./plain-text";
import { compileTrust, requestEndpoints } from "./forwarded";
import { PRERENDER_NONCE } from "../app/lib/nonce";
import { pageCache } from "./page-cache";
import { helpPath, helpSearchKey } from "./help-searches";
import { roiPath, roiScenarioSource } from "./roi-scenarios";
import { loadPrerendered, staticHtmlPage } from "./prerendered";
import { cspNonce, securityHeaders } from "./security-headers";
import type { Database } from "./db/client";
import { pageBytes, sendStaticPage, staticPageResponse, type Effort, type StaticPage } from "./static-page";
import { staticSite } from "./static-site";
import { answerAsMissing, hiddenPaths, missingPath, requestedUrl } from "./hidden-paths";
import { databaseOutage } from "./unavailable";
import { loggedUrl } from "./logged-url";
import { answerRequestLine, reviewRequestLine } from "./request-line";
import { sendWebResponse, toWebRequest } from "./web-request";

export type AppOptions = {
  /** Folder holding the React Router build (client/ and server/). */
  buildDir: string;
  /** Public origin, e.g. https://shopcity.com. */
  origin: string;
  /** What routes reach the outside world through, and the form tokens; without them lead forms answer "failed". */
  services?: AppServices & {
    tokens: FormTokens;
    /** Told of each page fetched, so a form sent without a token has a fill time (decision 0005). */
    pageViews?: PageViews;
    betterAuth?: Auth;
    stripeWebhook?: StripeWebhook;
    /** Asked when a request fails, to tell an outage from a defect (server/unavailable.ts). */
    database?: Pick<Database, "ping">;
  };
  log: Logger;
  /** Largest request body accepted; larger gets 413. */
  bodyLimitBytes?: number;
  /** `TRUST_PROXY`: which proxies' forwarded headers name the client (server/forwarded.ts). */
  trustProxy?: string;
};

export type Site = {
  /** Answers every request: give it to `http.createServer`. */
  listener: RequestListener;
  /** Resolves once no request is still being handled by React Router. */
  whenIdle(): Promise<void>;
  /** Whether React Router is handling a request now (an action or a page not prerendered). */
  busy(): boolean;
};

const requestIdPattern = /^[\w.-]{1,100}$/;
const healthPath = "/healthz";

/** A path no route matches: the catch-all route answers it with the 404 page. */
const notFoundProbePath = missingPath;

/**
 * The Node server. Prerendered pages and the 404 page are answered from memory before Express
 * (decision 0001). Other pages, files and the health check go through Express. React Router's own
 * action requests (a form sent with JavaScript on: a POST to `<route>.data`) take a shorter way
 * with only the middleware they need, because a burst of leads is made of them (decision 0005).
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
  const prerendered = loadPrerendered(clientDir, prerenderPaths, {
    origin,
    checkout: services?.billing.stripeEnabled ? "subscribe" : "sales",
    https,
  });
  const trust = compileTrust(options.trustProxy);

  const issueFormToken = () => services?.tokens.issue() ?? "";

  const logRequests = requestLogger(log);
  const setSecurityHeaders = securityHeaders({ https });
  const limitBody = bodyLimit(bodyLimitBytes);
  const refuseForeign = refuseCrossSite(origin, trust);

  const handleRequest = createRequestHandler(build, "production");
  const fixedPageOptions: FixedPageOptions = { origin, https, services: routeServices, log };
  // Compressing the pages runs on the thread pool meanwhile.
  const [pages, notFound, unavailablePage] = await Promise.all([
    prerendered,
    renderNotFoundPage(handleRequest, fixedPageOptions),
    renderUnavailablePage(handleRequest, fixedPageOptions),
  ]);
  const outage = databaseOutage({ ping: services?.database?.ping, page: unavailablePage });
  // An ROI scenario is a pure function of its query: its first request renders it, the next ones
  // are answered like a prerendered page.
  const scenarioSource = roiScenarioSource({
    template: pages.get(roiPath),
    entry: build.entry.module,
    render: (url) => renderFixedPage(handleRequest, url, fixedPageOptions, { status: 200, effort: "fast" }),
    log,
  });
  const scenarios = pageCache<StaticPage>({
    maxBytes: scenarioCacheBytes,
    sizeOf: pageBytes,
    load: scenarioSource.load,
  });
  // A help search too: its page is rendered once per query (as the route reads it: capped at 200
  // characters), with no request of anyone's in it, and answered from memory afterwards.
  const helpSearches = pageCache<StaticPage>({
    maxBytes: helpSearchCacheBytes,
    sizeOf: pageBytes,
    load: (url) => renderFixedPage(handleRequest, url, fixedPageOptions, { status: 200, effort: "fast" }),
  });
  /** The pages that are a pure function of their query, by path: how a URL is kept, and where. */
  const queryPages = new Map([
    [roiPath, { key: scenarioSource.key, cache: scenarios }],
    [helpPath, { key: helpSearchKey, cache: helpSearches }],
  ]);
  const render = trackInFlight(async (req: IncomingMessage, res: ServerResponse) => {
    const { clientAddress, protocol, host } = requestEndpoints(req, trust);
    if (req.method === "GET") services?.pageViews?.saw(clientAddress);
    const request = toWebRequest(req, res, { protocol, host, clientAddress });
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
          ? staticPageResponse(notFound)
          : handleRequest(
              new Request(new URL(notFoundProbePath, request.url), { headers: request.headers }),
              context,
            ),
    };
    const response = await outage.review(req.url!, await handleRequest(request, context));
    await sendWebResponse(res, response, { whole: isActionRequest(req) });
  });

  // Better Auth's own endpoints (sign-in for API clients, the e-mail links, bearer tokens).
  const betterAuth = services?.betterAuth;
  const authHandler: Handler | undefined =
    betterAuth &&
    (async (req, res) => {
      const { clientAddress, protocol, host } = requestEndpoints(req, trust);
      const response = await betterAuth.handler(toWebRequest(req, res, { protocol, host, clientAddress }));
      await sendWebResponse(res, await outage.review(req.url!, response), { whole: true });
    });

  const app = pagesApp({
    clientDir,
    authHandler,
    logRequests,
    setSecurityHeaders,
    refuseForeign,
    limitBody,
    render: render.handler,
    stripeWebhook: stripeWebhookListener(services?.stripeWebhook, bodyLimitBytes),
    unavailable: outage.answerFor,
  });

  // The same steps as above, less what an action's small reply does not need: files, pages and
  // compression.
  const handleAction = (req: IncomingMessage, res: ServerResponse) =>
    logRequests(req, res, () =>
      setSecurityHeaders(req, res, () =>
        refuseForeign(req, res, () =>
          limitBody(
            req,
            res,
            () => void render.handler(req, res).catch((error) => fail(req, res, error, outage.answerFor)),
          ),
        ),
      ),
    );

  // Prerendered pages and the 404 page, from memory before Express (issue 15).
  const findStatic = staticSite({
    pages,
    notFound,
    routes: build.routes,
    clientDir,
    // React Router's lazy route discovery asks this path for the routes of links in view.
    // Stripe posts its events to a path of Express's own.
    ownPaths: [healthPath, build.routeDiscovery?.manifestPath ?? "/__manifest", stripeWebhookPath],
    ownPrefixes: [authBasePath],
  });
  const auth = services?.auth;
  const isHidden = hiddenPaths({
    routes: build.routes,
    authBasePath,
    adminRouteId: "routes/admin",
    isAdmin: async (req) => {
      // No cookie and no bearer token: nobody, without asking the database.
      if (!auth || (!req.headers.cookie && !req.headers.authorization)) return false;
      const headers = new Headers();
      for (const name of ["cookie", "authorization"] as const) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      const { session } = await auth.getSession(new Request(origin, { headers }));
      return session?.user.isAdmin === true;
    },
  });
  const logStatic = staticAccessLog(log);
  const answerStatic = (req: IncomingMessage, res: ServerResponse, page: StaticPage) => {
    if (req.method === "GET") services?.pageViews?.saw(requestEndpoints(req, trust).clientAddress);
    const id = requestIdOf(req);
    logStatic(req, id, sendStaticPage(req, res, page, ["X-Request-Id", id]));
  };
  // A change (any method but GET and HEAD) sent to a path that does not exist: refused as any
  // change is (another site's Origin 403, a body too large 413), or else the 404 page.
  const answerMissingChange = (req: IncomingMessage, res: ServerResponse, page: StaticPage) =>
    logRequests(req, res, () =>
      setSecurityHeaders(req, res, () =>
        refuseForeign(req, res, () => limitBody(req, res, () => void sendStaticPage(req, res, page, []))),
      ),
    );

  return {
    listener: (req, res) => {
      const verdict = reviewRequestLine(req);
      if (verdict !== "serve") {
        return logRequests(req, res, () =>
          setSecurityHeaders(req, res, () => answerRequestLine(res, verdict)),
        );
      }
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
    whenIdle: render.whenIdle,
    busy: () => render.inFlight() > 0,
  };

  function dispatch(req: IncomingMessage, res: ServerResponse) {
    // First: a change sent to a page that does not exist gets the 404 page, `.data` or not.
    const page = findStatic(req);
    if (page) {
      const read = req.method === "GET" || req.method === "HEAD";
      return read ? answerStatic(req, res, page) : answerMissingChange(req, res, page);
    }
    if (isActionRequest(req)) return handleAction(req, res);
    const queryPage = queryPages.get(queryPagePath(req));
    if (queryPage) {
      // A page that does not render as a plain page (e.g. a loader's error) goes the usual way.
      return void queryPage.cache.get(queryPage.key(req.url!)).then(
        (page) => (page ? answerStatic(req, res, page) : app(req, res)),
        () => app(req, res),
      );
    }
    app(req, res);
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Express for everything but action requests and the fixed pages: health, files, Better Auth, then
 * React Router.
 */
function pagesApp(parts: {
  clientDir: string;
  logRequests: Middleware;
  setSecurityHeaders: Middleware;
  /** Changes sent by another site's pages (server/cross-site.ts). */
  refuseForeign: Middleware;
  limitBody: Middleware;
  render: Handler;
  authHandler?: Handler;
  /** Stripe's events, on the raw body: before anything that reads bodies, and before React Router. */
  stripeWebhook: Handler;
  unavailable: (url: string, error: unknown) => globalThis.Response | undefined;
}) {
  const { clientDir, logRequests, setSecurityHeaders, refuseForeign, limitBody, render } = parts;
  const app = express();
  app.disable("x-powered-by");
  app.use(logRequests);
  app.use(setSecurityHeaders);
  app.use(compression());

  app.get(healthPath, (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      redirect: false,
      index: false,
    }),
  );

  // Other public files (icons, media). Prerender output is never served from disk: it is
  // answered from memory before Express (server/static-site.ts) or rendered fresh.
  const publicFiles = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });
  app.use((req, res, next) => (/\.(data|html)$/.test(req.path) ? next() : publicFiles(req, res, next)));

  app.use(refuseForeign);
  app.use(limitBody);
  const { authHandler, stripeWebhook } = parts;
  app.post(stripeWebhookPath, (req, res, next) => void stripeWebhook(req, res).catch(next));
  if (authHandler) {
    app.all(`${authBasePath}/{*splat}`, (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      authHandler(req, res).catch(next);
    });
  }
  app.all("/{*splat}", (req, res, next) => render(req, res).catch(next));
  // Last resort: log the failure, answer without a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) =>
    fail(req, res, error, parts.unavailable),
  );
  return app;
}

/** The caller's request id when it is a sane one, or a new one. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
}

/** JSON access logs through pino, each request with an id (the caller's, or a new one). */
function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    autoLogging: { ignore: (req) => req.url === healthPath },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** A form sent by React Router in the browser: not a GET, to a `.data` path. */
function isActionRequest(req: IncomingMessage): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)).endsWith(".data");
}

/**
 * Logs a failure and answers without a stack trace; while the database is unreachable, with
 * "try again in a moment" (`unavailable`, server/unavailable.ts).
 */
function fail(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  unavailable?: (url: string, error: unknown) => globalThis.Response | undefined,
) {
  const status = httpStatusOf(error);
  const answer = status >= 500 ? unavailable?.(req.url ?? "/", error) : undefined;
  // An outage is not a defect: one line, no stack per request.
  if (answer) req.log.warn({ err: String(error) }, "request failed: the database is unreachable");
  else if (status >= 500) req.log.error({ err: error }, "request failed");
  if (res.headersSent) return void res.end();
  if (answer) return void sendWebResponse(res, answer, { whole: true }).catch(() => res.destroy());
  sendText(res, status, status >= 500 ? "Something went wrong." : "Bad request.");
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Counts the requests a handler is still working on. A client that hangs up does not stop the
 * handler (a lead may be half-way into the database), so shutdown must wait for the handler, not
 * for the socket.
 */
function trackInFlight(inner: Handler) {
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  const settle = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters.splice(0)) wake();
  };
  return {
    handler: async (req: IncomingMessage, res: ServerResponse) => {
      inFlight += 1;
      try {
        await inner(req, res);
      } finally {
        settle();
      }
    },
    inFlight: () => inFlight,
    whenIdle: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => void waiters.push(resolve)),
  };
}

/**
 * Refuses bodies over the limit before anything reads them. Browsers always send a length with a
 * form; a body without one (chunked) is refused too, as its size is unknown until read.
 */
function bodyLimit(limit: number) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    if (req.headers["transfer-encoding"] && Number.isNaN(length)) {
      return sendText(res, 411, "A request body needs a Content-Length.");
    }
    if (length > limit) {
      // Tell the client to stop sending, then answer.
      res.setHeader("Connection", "close");
      return sendText(res, 413, "The request is too large.");
    }
    next();
  };
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/**
 * The access log line of a page answered from memory: the same fields as pino-http's, written at
 * once because the answer is complete when it is written (no timer, no listener per request).
 */
function staticAccessLog(log: Logger) {
  return (req: IncomingMessage, id: string, statusCode: number) => {
    log.info(
      { req: { id, method: req.method, url: loggedUrl(requestedUrl(req) ?? "") }, res: { statusCode } },
      "request completed",
    );
  };
}

/**
 * Renders `urlPath` once as a page with fixed bytes (the placeholder nonce, no form token, no
 * request of anyone's): the 404 page at start, a help search on its first request, an ROI scenario
 * on its first request when the calculator cannot be rendered alone (and, in tests, the page that
 * rendering must equal).
 */
export async function renderFixedPage(
  handleRequest: ReturnType<typeof createRequestHandler>,
  urlPath: string,
  { origin, https, services, log }: FixedPageOptions,
  { status, effort, unavailable }: { status: number; effort: Effort; unavailable?: boolean },
): Promise<StaticPage> {
  const response = await handleRequest(new globalThis.Request(new URL(urlPath, origin)), {
    unavailable,
    cspNonce: PRERENDER_NONCE,
    origin,
    services,
    // The 404 page logs each path it is shown for; this render is for none of them.
    log: { warn() {}, error: (fields, message) => log.error(fields, message) },
  });
  if (response.status !== status) {
    await response.body?.cancel();
    throw new Error(`${urlPath} answered ${response.status}, not ${status}.`);
  }
  return staticHtmlPage(await response.text(), { https, status, effort });
}

export type FixedPageOptions = { origin: string; https: boolean; services?: AppServices; log: Logger };

/**
 * Renders the 404 page once, with the placeholder nonce, as prerendering renders the other pages:
 * its bytes are then fixed, and it is answered from memory like them. Undefined (React Router
 * renders it per request, as before) if that fails: a start-up must not fail for it.
 */
async function renderNotFoundPage(
  handleRequest: ReturnType<typeof createRequestHandler>,
  options: FixedPageOptions,
): Promise<StaticPage | undefined> {
  try {
    return await renderFixedPage(handleRequest, notFoundProbePath, options, { status: 404, effort: "best" });
  } catch (error) {
    options.log.error(
      { err: error },
      "the 404 page could not be rendered at start; React Router renders it per request",
    );
    return undefined;
  }
}

/**
 * The "try again in a moment" page (status 503), rendered once like the 404 page, so that an
 * outage costs no rendering. Undefined if that fails: the answer is then a line of plain text.
 */
async function renderUnavailablePage(
  handleRequest: ReturnType<typeof createRequestHandler>,
  options: FixedPageOptions,
): Promise<StaticPage | undefined> {
  try {
    const page = { status: 503, effort: "best", unavailable: true } as const;
    return await renderFixedPage(handleRequest, notFoundProbePath, options, page);
  } catch (error) {
    options.log.error(
      { err: error },
      "the 503 page could not be rendered at start; a line of text stands in",
    );
    return undefined;
  }
}

/** About 100 ROI scenarios (some 140 KB each in three encodings). */
const scenarioCacheBytes = 16 * 1024 * 1024;

/** About 100 help searches (some 150 KB each in three encodings). */
const helpSearchCacheBytes = 16 * 1024 * 1024;

/** The path of a GET or HEAD with a query string, else "". */
function queryPagePath(req: IncomingMessage): string {
  if (req.method !== "GET" && req.method !== "HEAD") return "";
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return query === -1 ? "" : url.slice(0, query);
}
