import type { Logger } from "pino";
import type { createRequestHandler } from "react-router";
import type { AppServices } from "../../app/load-context";
import { PRERENDER_NONCE } from "../../app/lib/nonce";
import type { Effort, FixedResponse } from "./fixed-response";
import { fixedHtmlPage } from "./prerendered";
import { missingPath } from "./hidden-paths";

/** React Router's own handler, which renders a page to a Fetch `Response`. */
export type RenderHandler = ReturnType<typeof createRequestHandler>;

export type FixedPageOptions = { origin: string; https: boolean; services?: AppServices; log: Logger };

/** A path no route matches: the catch-all route answers it with the 404 page. */
export const notFoundProbePath = missingPath;

/**
 * Renders `urlPath` once as a page with fixed bytes (the placeholder nonce, no form token, no
 * request of anyone's): the 404 page at start, a help search on its first request, an ROI scenario
 * on its first request when the calculator cannot be rendered alone (and, in tests, the page that
 * rendering must equal).
 */
export async function renderFixedPage(
  handleRequest: RenderHandler,
  urlPath: string,
  { origin, https, services, log }: FixedPageOptions,
  { status, effort, unavailable }: { status: number; effort: Effort; unavailable?: boolean },
): Promise<FixedResponse> {
  const response = await handleRequest(new Request(new URL(urlPath, origin)), {
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
  return fixedHtmlPage(await response.text(), { https, status, effort });
}

/**
 * Renders the 404 page once, with the placeholder nonce, as prerendering renders the other pages:
 * its bytes are then fixed, and it is answered from memory like them. Undefined (React Router
 * renders it per request) if that fails: a start-up must not fail for it.
 */
export async function renderNotFoundPage(
  handleRequest: RenderHandler,
  options: FixedPageOptions,
): Promise<FixedResponse | undefined> {
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
export async function renderUnavailablePage(
  handleRequest: RenderHandler,
  options: FixedPageOptions,
): Promise<FixedResponse | undefined> {
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
