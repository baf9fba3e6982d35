import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { loggedError } from "../log";
import { requestedUrl } from "./guards/hidden-paths";
import { loggedUrl } from "./logged-url";

const requestIdPattern = /^[\w.-]{1,100}$/;

/** The caller's request id when it is a sane one, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
}

/**
 * JSON access logs through pino, each request with an id (the caller's, or a new one) that its
 * answer carries as `X-Request-Id`. `quietPath` (the health check) is not logged.
 */
export function requestLogger(logger: Logger, quietPath: string) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // A 503 is a deliberate answer (the database is unreachable, or a lead could not be stored),
    // logged where it was decided; a failure that was not is a 500, logged with its stack.
    customLogLevel: (_req, res, error) =>
      error ? "error" : res.statusCode === 503 ? "warn" : res.statusCode >= 500 ? "error" : "info",
    // For any 5xx without an error of its own, pino-http makes one up, whose stack is its own code.
    customErrorObject: (_req, res, error, logged: { err?: unknown }) => {
      if (error.message !== `failed with status code ${res.statusCode}`) return logged;
      const { err: _madeUp, ...line } = logged;
      return line;
    },
    autoLogging: { ignore: (req) => req.url === quietPath },
    serializers: {
      // `raw` is the request itself: a hidden path is logged as it was asked for.
      req: (req: { id: string; method: string; raw: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(requestedUrl(req.raw)),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http sets its own error serializer unless given one: the site's, as every line has.
      err: loggedError,
    },
  });
}
