import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { prerenderPaths } from "../app/content/routes";
import type { FormTokens } from "../app/features/leads/form-token.server";
import type { LeadService } from "../app/features/leads/service";
import { logger } from "../app/lib/logger.server";
import { loadPrerendered } from "./prerendered";
import { securityHeaders } from "./security-headers";

export type AppOptions = {
  /** Folder holding the React Router build (client/ and server/). */
  buildDir: string;
  /** Public origin, e.g. https://shopcity.com. */
  origin: string;
  /** The lead pipeline and the form tokens; without them lead forms answer "failed". */
  services?: { leads: LeadService; tokens: FormTokens };
  /** Largest request body accepted; larger gets 413. */
  bodyLimitBytes?: number;
};

const requestIdPattern = /^[\w.-]{1,100}$/;

export async function createApp({ buildDir, origin, services, bodyLimitBytes = 256 * 1024 }: AppOptions) {
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const prerendered = loadPrerendered(clientDir, prerenderPaths, origin);

  const issueFormToken = () => services?.tokens.issue() ?? "";

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ? process.env.TRUST_PROXY : false);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders({ https: origin.startsWith("https://") }));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
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

  // Prerendered pages, straight from memory. A query string means the page depends on the
  // request (e.g. an ROI scenario), so those go to the server renderer below.
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.url.includes("?")) return next();
    const file = prerendered.get(req.path);
    if (!file) return next();
    // No ETag: the body differs on every response because of the nonce.
    const body = file.render({ nonce: res.locals.cspNonce as string, formToken: issueFormToken });
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(req.method === "HEAD" ? undefined : body);
  });

  // Other public files (icons, media). Prerender output is never served from disk: it is
  // either answered above or rendered fresh.
  const publicFiles = express.static(clientDir, { maxAge: "1h", redirect: false, index: false });
  app.use((req, res, next) => (/\.(data|html)$/.test(req.path) ? next() : publicFiles(req, res, next)));

  app.use(bodyLimit(bodyLimitBytes));

  const renders = trackInFlight(
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: String(req.id),
        // Signed only when a page asks for it (a lead's reply signs its own next token).
        get formToken() {
          const token = issueFormToken();
          Object.defineProperty(this, "formToken", { value: token });
          return token;
        },
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        leads: services?.leads,
      }),
    }),
  );
  app.all("/{*splat}", renders.handler);
  // Shutdown waits for these before it closes the database (server/index.ts).
  app.locals.whenIdle = renders.whenIdle;

  // Last resort: log the failure, answer without a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = httpStatusOf(error);
    if (status >= 500) req.log.error({ err: error }, "request failed");
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Something went wrong." : "Bad request.");
  });

  return app;
}

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

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
    handler: async (req: Request, res: Response, next: NextFunction) => {
      inFlight += 1;
      try {
        await inner(req, res, next);
      } finally {
        settle();
      }
    },
    whenIdle: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => void waiters.push(resolve)),
  };
}

/**
 * Refuses bodies over the limit before anything reads them. Browsers always send a length with a
 * form; a body without one (chunked) is refused too, as its size is unknown until read.
 */
function bodyLimit(limit: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    if (req.headers["transfer-encoding"] && Number.isNaN(length)) {
      return res.status(411).type("text/plain").send("A request body needs a Content-Length.");
    }
    if (length > limit) {
      // Tell the client to stop sending, then answer.
      res.setHeader("Connection", "close");
      return res.status(413).type("text/plain").send("The request is too large.");
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
