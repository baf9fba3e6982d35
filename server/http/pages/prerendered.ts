import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  checkoutOfferAttribute,
  PRERENDER_CHECKOUT_OFFER,
  type CheckoutOffer,
} from "../../../app/features/billing/offer";
import { PRERENDER_ORIGIN } from "../../../app/lib/origin";
import { hashInlineScripts } from "./script-hashes";
import { contentSecurityPolicy, fixedSecurityHeaders } from "../guards/security-headers";
import { fixedResponse, type Effort, type FixedResponse } from "./fixed-response";

const htmlType = "text/html; charset=utf-8";

/** The security headers of a page whose inline scripts are these (none for a data file). */
export function fixedPageSecurityHeaders(hashes: readonly string[], https: boolean): [string, string][] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy({ hashes }, https)],
    ...fixedSecurityHeaders(https),
  ];
}

/**
 * An HTML page with fixed bytes (prerendered, or the 404 page rendered once at start), made with
 * the placeholder nonce: the nonce dropped, its scripts hashed into its CSP.
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

const typeByExtension: Record<string, string> = {
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};

/** What this server fills into every prerendered file once, at start-up. */
export type StartupValues = {
  /** The public origin (APP_URL). */
  origin: string;
  /** What /pricing offers: decided by whether Stripe is configured. */
  checkout: CheckoutOffer;
};

const offerElement = new RegExp(
  `<(form|a)\\b[^>]*\\b${checkoutOfferAttribute}="([a-z]+)"[^>]*>[\\s\\S]*?</\\1>`,
  "g",
);

/**
 * Keeps the checkout offer this server makes and drops the other from the page, and tells the
 * page's loader data which one it is, so that hydration finds the same markup
 * (app/features/billing/offer.ts).
 */
export function chooseCheckoutOffer(text: string, offer: CheckoutOffer): string {
  return text
    .replace(offerElement, (element, _tag, value: string) => (value === offer ? element : ""))
    .replaceAll(PRERENDER_CHECKOUT_OFFER, offer);
}

/**
 * Loads every prerendered page (HTML and its client-navigation `.data`) into memory once, with the
 * real origin and checkout offer filled in, and compresses it: the bytes are fixed for a given
 * build and configuration, so every response is one of three buffers (server/http/pages/fixed-response.ts).
 */
export async function loadPrerendered(
  clientDir: string,
  paths: readonly string[],
  values: StartupValues & { https: boolean },
): Promise<Map<string, FixedResponse>> {
  const pending: Promise<[string, FixedResponse]>[] = [];
  const add = (urlPath: string, file: string, contentType: string) => {
    const fullPath = path.join(clientDir, file);
    if (!existsSync(fullPath)) return;
    const text = chooseCheckoutOffer(
      readFileSync(fullPath, "utf8").replaceAll(PRERENDER_ORIGIN, values.origin),
      values.checkout,
    );
    const page =
      contentType === htmlType
        ? fixedHtmlPage(text, { https: values.https })
        : fixedResponse({ body: text, contentType, headers: fixedPageSecurityHeaders([], values.https) });
    pending.push(page.then((done) => [urlPath, done]));
  };
  for (const urlPath of paths) {
    const extension = path.extname(urlPath);
    if (extension) {
      add(urlPath, urlPath, typeByExtension[extension] ?? "application/octet-stream");
      continue;
    }
    add(urlPath, urlPath === "/" ? "index.html" : `${urlPath}/index.html`, htmlType);
    add(
      urlPath === "/" ? "/_root.data" : `${urlPath}.data`,
      urlPath === "/" ? "_root.data" : `${urlPath}.data`,
      typeByExtension[".data"]!,
    );
  }
  return new Map(await Promise.all(pending));
}
