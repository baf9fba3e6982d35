import type { Logger } from "pino";
import type { createRequestHandler } from "react-router";
import type { AppServices } from "../../../app/load-context";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";
import { contentSecurityPolicy, fixedSecurityHeaders } from "../guards/security-headers";
import { missingPath } from "../guards/hidden-paths";
import { fixedResponse, type Effort, type FixedResponse } from "./fixed-response";
import { hashInlineScripts } from "./script-hashes";

/** React Router's own handler, which renders a page to a Fetch `Response`. */
export type RenderHandler = ReturnType<typeof createRequestHandler>;

export type FixedPageOptions = { origin: string; https: boolean; services?: AppServices; log: Logger };

const htmlType = "text/html; charset=utf-8";

/** The security headers of a page whose inline scripts are these (none for a data file). */
export function fixedPageSecurityHeaders(hashes: readonly string[], https: boolean): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy({ hashes }, https)],
    ...fixedSecurityHeaders(https),
  ];
}

/**
 * An HTML page with fixed bytes, made with the placeholder nonce: the nonce dropped, its scripts
 * hashed into its CSP.
 */
export function fixedHtmlPage(
  html: string,
  { https, status = 200, effort }: { https: boolean; status?: number; effort?: Effort },
) {
  const page = hashInlineScripts(html);
  return fixedResponse({
    body: page.html,
    contentType: htmlType,
    status,
    effort,
    headers: fixedPageSecurityHeaders(page.hashes, https),
  });
}

/** React Router's answer to `urlPath` as rendered for no one: the placeholder nonce, no form token. */
async function renderForNoOne(
  handleRequest: RenderHandler,
  urlPath: string,
  { origin, services, log }: FixedPageOptions,
  { status, unavailable }: { status: number; unavailable?: boolean },
): Promise<Response> {
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
  return response;
}

/**
 * Renders `urlPath` once as a page with fixed bytes: the public pages and the 404 and 503 pages at
 * start, a help search or an ROI scenario on its first request.
 */
export async function renderFixedPage(
  handleRequest: RenderHandler,
  urlPath: string,
  options: FixedPageOptions,
  { status, effort, unavailable }: { status: number; effort: Effort; unavailable?: boolean },
): Promise<FixedResponse> {
  const response = await renderForNoOne(handleRequest, urlPath, options, { status, unavailable });
  return fixedHtmlPage(await response.text(), { https: options.https, status, effort });
}

/**
 * Renders every public page once at start, through React Router as any request would be, with
 * this server's origin and configuration (whether /pricing offers Stripe's checkout): each page
 * and its client-navigation data (`/about.data`, `/_root.data` for `/`), and the files a route
 * answers (`/sitemap.xml`, `/robots.txt`). Their bytes are then fixed, answered from memory with
 * precompressed variants (decision 0001).
 *
 * One render at a time: each has the stream timeout of any request (`app/entry.server.tsx`), and
 * forty begun together on a busy machine ran past it. Compression runs on the thread pool
 * meanwhile. A page that fails to render is logged and left to React Router, which renders it
 * per request as it does any page: a slow start must not stop the site.
 */
export async function renderPublicPages(
  handleRequest: RenderHandler,
  paths: readonly string[],
  options: FixedPageOptions,
): Promise<Map<string, FixedResponse>> {
  const html = (text: string) => fixedHtmlPage(text, { https: options.https, effort: "best" });
  const file = (type: string) => (text: string) =>
    fixedResponse({ body: text, contentType: type, headers: fixedPageSecurityHeaders([], options.https) });
  const compressing: Promise<[string, FixedResponse]>[] = [];
  for (const urlPath of paths) {
    const isFile = /\.[a-z]+$/.test(urlPath);
    const parts = isFile ? [urlPath] : [urlPath, urlPath === "/" ? "/_root.data" : `${urlPath}.data`];
    for (const part of parts) {
      try {
        const response = await renderForNoOne(handleRequest, part, options, { status: 200 });
        const type = response.headers.get("content-type") ?? "application/octet-stream";
        const fix = part === urlPath && !isFile ? html : file(type);
        const text = await response.text();
        compressing.push(fix(text).then((page): [string, FixedResponse] => [part, page]));
      } catch (error) {
        options.log.error({ err: error, path: part }, "a public page could not be rendered at start");
      }
    }
  }
  return new Map(await Promise.all(compressing));
}

/**
 * Renders the 404 page, or the "try again in a moment" page (503), once at start with the
 * placeholder nonce, as the public pages are: its bytes are then fixed, and it is answered from
 * memory like them. Undefined if that fails, logged: a start-up must not fail for it (React Router
 * then renders the 404 page per request; a line of text stands in for the 503 page).
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
