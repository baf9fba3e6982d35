import { createRequest } from "@remix-run/node-fetch-server";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { bodyHasControlCharacter, controlCharacterAnswer } from "./guards/control-characters";
import type { Trust } from "./guards/forwarded";
import { requestEndpoints } from "./guards/forwarded";
import type { InFlightCounter } from "./in-flight";
import type { Outage } from "./unavailable";

/**
 * React Router behind Express: a Fetch handler between a Node request and response, with every
 * answer reviewed on its way out (during a database outage a failure becomes "try again in a
 * moment", server/http/unavailable.ts) and counted while it is made, as the server's work in
 * flight (shutdown waits for it: a client that hangs up does not stop an action half-way into the
 * database).
 */
export function reactRouterHandler(options: {
  /** The build, or (development) a function that gives the build as it is now. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  trust: Trust;
  outage: Outage;
  inFlight: InFlightCounter;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const { outage, inFlight, trust } = options;
  const handle = createRequestHandler(options.build, options.mode);
  return (req, res, next) => {
    // The origin as the browser addressed the site (server/http/guards/forwarded.ts), not as the proxy did.
    const { protocol, host } = requestEndpoints(req, trust);
    const request = createRequest(req, res, { protocol: `${protocol}:`, host });
    inFlight
      .track(async () =>
        // A body with a control character is refused before any action reads it (docs/security.md).
        (await bodyHasControlCharacter(request))
          ? controlCharacterAnswer()
          : outage.review(request.url, await handle(request, options.loadContext(req, res))),
      )
      .then((response) => send(res, response))
      .catch(next);
  };
}

/**
 * Writes React Router's answer. Its headers replace those the chain set (the 404 or 503 page's
 * own CSP). The body is flushed chunk by chunk through `compression()`: a page's or a data
 * request's deferred values (a subscription's status) arrive as they resolve, not all at the end.
 */
async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.status(response.status);
  res.statusMessage = response.statusText;
  for (const name of new Set(response.headers.keys())) res.removeHeader(name);
  for (const [name, value] of response.headers) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
