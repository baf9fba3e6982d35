import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import css from "./app.css?inline";
import type {} from "./load-context";
import { InlineCssProvider, NonceProvider, PRERENDER_NONCE } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering go to the request's structured log (with its id),
 * not to stderr. React Router refuses a POST whose Origin is not the URL's with a 400 of its own
 * and reports it here: a refused forgery is a warning, not a failure of the server; so is any
 * other refusal of React Router's own (4xx).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as AppLoadContext | undefined)?.log;
  const path = new URL(request.url).pathname;
  if (!log) {
    console.error(error);
    return;
  }
  if (error instanceof Error && /origin does not match/i.test(error.message)) {
    log.warn(
      { path, origin: request.headers.get("origin"), reason: error.message },
      "cross-origin post refused",
    );
    return;
  }
  // React Router's own refusals (a method a route has no action for: 405; a malformed request: 400)
  // answer the visitor as meant: the request's fault, not the server's.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn({ status: error.status, path }, "request refused");
    return;
  }
  log.error({ err: error, path }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? PRERENDER_NONCE;
  // Crawlers and the pages rendered for no one at start (no user agent) get the whole document at
  // once: a page with fixed bytes must hold no script revealing streamed parts, which its fixed CSP
  // would refuse. Browsers get it streamed.
  const userAgent = request.headers.get("user-agent");
  const waitForAll = !userAgent || isbot(userAgent) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        // Waiting for all, every part is written in place: no part is moved out of the page's
        // order to be put back by a script, however long the page.
        ...(waitForAll ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return; // onShellError answers it
          // A part streamed after the shell failed: in the request's log, like handleError's.
          if (loadContext?.log)
            loadContext.log.error({ err: error, path: new URL(request.url).pathname }, "request failed");
          else console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
