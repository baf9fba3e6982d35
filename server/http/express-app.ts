import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { authBasePath } from "../auth/auth";
import { stripeWebhookPath } from "../billing/webhook";
import { answerFailures } from "./failures";
import type { Trust } from "./guards/forwarded";
import { settleEndpoints } from "./guards/forwarded";
import { health, healthPath } from "./health";
import { sendText } from "./pages/plain-text";
import { answerRequestLine, reviewRequestLine } from "./guards/request-line";
import type { Outage } from "./unavailable";

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The one middleware chain every request passes: logging and request ids, security headers, the
 * request line, hidden paths, pages from memory, cross-site and body-size refusals, then health,
 * files, Stripe's events, Better Auth and React Router.
 */
export function expressApp(parts: {
  clientDir: string;
  trust: Trust;
  logRequests: Middleware;
  setSecurityHeaders: Middleware;
  /** Points a request for what its sender may not see at the 404 page (server/http/guards/hidden-paths.ts). */
  hideHidden: Middleware;
  /** Prerendered pages, the 404 page and kept query pages (GET and HEAD); none in development. */
  answerFromMemory?: Middleware;
  /** Development: Vite's middleware, which serves the modules in place of the build's files. */
  serveModules?: Middleware;
  /** Changes sent by another site's pages (server/http/guards/cross-site.ts). */
  refuseForeign: Middleware;
  limitBody: Middleware;
  /** A change (not GET or HEAD) sent to a path that does not exist: the 404 page from memory. */
  answerMissingChange: Middleware;
  /** Stripe's events, on the raw body: before anything that reads bodies, and before React Router. */
  stripeWebhook: RequestHandler[];
  betterAuth?: Handler;
  reactRouter: RequestHandler;
  outage: Outage;
}) {
  const app = express();
  app.disable("x-powered-by");
  // Express's req.protocol and req.hostname trust the same proxies as the rest of the server.
  app.set("trust proxy", parts.trust);
  app.use(parts.logRequests);
  app.use(parts.setSecurityHeaders);
  app.use((req, res, next) => {
    const verdict = reviewRequestLine(req);
    if (verdict === "serve") return next();
    answerRequestLine(res, verdict);
  });
  app.use(parts.hideHidden);
  if (parts.answerFromMemory) app.use(parts.answerFromMemory);
  app.use(parts.refuseForeign);
  app.use(parts.limitBody);
  app.use(parts.answerMissingChange);
  app.use(compression());

  app.get(healthPath, health);

  if (parts.serveModules) app.use(parts.serveModules);
  else serveBuildFiles(app, parts.clientDir);

  app.use(settleEndpoints(parts.trust));
  const { stripeWebhook, betterAuth } = parts;
  app.post(stripeWebhookPath, ...stripeWebhook);
  if (betterAuth) {
    app.all(`${authBasePath}/{*splat}`, (req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      betterAuth(req, res).catch(next);
    });
  }
  app.all("/{*splat}", parts.reactRouter);
  app.use(answerFailures(parts.outage));
  return app;
}

/** Where the build's hashed files (scripts, styles, images) are served. */
export const assetsPath = "/assets";

function serveBuildFiles(app: express.Express, clientDir: string) {
  // Hashed build assets never change: cache them for a year.
  app.use(
    assetsPath,
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      redirect: false,
      index: false,
    }),
    // A file that is not there (an earlier build's chunk, asked for by a page open since before a
    // deploy) gets a short plain 404: the 404 page would be HTML where a script or a stylesheet
    // was expected, hundreds of times the bytes, and a script's import fails alike either way.
    (_req: IncomingMessage, res: ServerResponse) => sendText(res, 404, "Not found"),
  );
  // Other public files (icons, media). Prerender output is never served from disk: it is
  // answered from memory (server/http/pages/fixed-page-lookup.ts) or rendered fresh.
  const publicFiles = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });
  app.use((req, res, next) => (/\.(data|html)$/.test(req.path) ? next() : publicFiles(req, res, next)));
}
