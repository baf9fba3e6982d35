import type { Logger } from "pino";
import type { createRequestHandler } from "react-router";
import type { AppServices } from "../../../app/load-context";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";
import type { Effort, FixedResponse } from "./fixed-response";
import { fixedHtmlPage } from "./prerendered";
import { missingPath } from "../guards/hidden-paths";

/** React Router's own handler, which renders a page to a Fetch `Response`. */
export type RenderHandler = ReturnType<typeof createRequestHandler>;

export type FixedPageOptions = { origin: string; https: boolean; services?: AppServices; log: Logger };

/**
 * Renders `urlPath` once as a page with fixed bytes (the placeholder nonce, no form token, no
 * request of anyone's): the 404 and 503 pages at start, a help search on its first request, an ROI
 * scenario on its first request when the calculator cannot be rendered alone (and, in tests, the
 * page that rendering must equal).
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
 * Renders the 404 page, or the "try again in a moment" page (503), once at start with the
 * placeholder nonce, as prerendering renders the other pages: its bytes are then fixed, and it is
 * answered from memory like them. Undefined if that fails, logged: a start-up must not fail for it
 * (React Router then renders the 404 page per request; a line of text stands in for the 503 page).
 */
export async function renderAtStart(
  handleRequest: RenderHandler,
  options: FixedPageOptions,
  unavailable = false,
): Promise<FixedResponse | undefined> {
  const status = unavailable ? 503 : 404;
  try {
    return await renderFixedPage(handleRequest, missingPath, options, {
      status,
      effort: "best",
      unavailable,
    });
  } catch (error) {
    options.log.error({ err: error }, `the ${status} page could not be rendered at start`);
    return undefined;
  }
}
