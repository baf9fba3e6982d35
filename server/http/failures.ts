import type { NextFunction, Request, Response } from "express";
import type { Outage } from "./unavailable";
import { sendText } from "./pages/plain-text";

/**
 * Express's last resort: logs a failure and answers without a stack trace; while the database is
 * unreachable, with "try again in a moment" (server/http/unavailable.ts).
 */
export function answerFailures(outage: Outage) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) =>
    void answer(error, req, res, outage).catch(() => res.destroy());
}

async function answer(error: unknown, req: Request, res: Response, outage: Outage) {
  const status = httpStatusOf(error);
  const unavailable = status >= 500 ? await outage.answerFor(req.originalUrl, error) : undefined;
  // An outage is not a defect: one line, no stack per request.
  if (unavailable) req.log.warn({ err: String(error) }, "request failed: the database is unreachable");
  else if (status >= 500) req.log.error({ err: error }, "request failed");
  if (res.headersSent) return void res.end();
  if (!unavailable) return sendText(res, status, status >= 500 ? "Something went wrong." : "Bad request.");
  res.status(unavailable.status).set(Object.fromEntries(unavailable.headers));
  res.end(Buffer.from(await unavailable.arrayBuffer()));
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
