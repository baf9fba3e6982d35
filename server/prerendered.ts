import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  checkoutOfferAttribute,
  PRERENDER_CHECKOUT_OFFER,
  type CheckoutOffer,
} from "../app/features/billing/offer";
import { PRERENDER_NONCE } from "../app/lib/nonce";
import { PRERENDER_ORIGIN } from "../app/lib/origin";
import { deferHydration } from "./defer-hydration";

/** What a prerendered page needs from the request that asks for it. */
export type PerResponse = { nonce: string; formToken: () => string };

export type PrerenderedFile = {
  /** The body with its placeholders replaced by this response's nonce and form token. */
  render(values: PerResponse): string;
  contentType: string;
};

const placeholders = new RegExp(`(${PRERENDER_NONCE})`);

/** Splits once at load; each response only joins strings. */
function template(text: string): PrerenderedFile["render"] {
  const parts = text.split(placeholders);
  if (parts.length === 1) return () => text;
  return ({ nonce }) => parts.map((part) => (part === PRERENDER_NONCE ? nonce : part)).join("");
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
 * real origin and checkout offer filled in. Each response then only needs its CSP nonce and form
 * token inserted; the bytes are otherwise fixed for a given build and configuration.
 */
export function loadPrerendered(clientDir: string, paths: readonly string[], values: StartupValues) {
  const files = new Map<string, PrerenderedFile>();
  const add = (urlPath: string, file: string, contentType: string, prepare = (text: string) => text) => {
    const fullPath = path.join(clientDir, file);
    if (!existsSync(fullPath)) return;
    const text = readFileSync(fullPath, "utf8").replaceAll(PRERENDER_ORIGIN, values.origin);
    files.set(urlPath, {
      render: template(prepare(chooseCheckoutOffer(text, values.checkout))),
      contentType,
    });
  };
  for (const urlPath of paths) {
    const extension = path.extname(urlPath);
    if (extension) {
      add(urlPath, urlPath, typeByExtension[extension] ?? "application/octet-stream");
      continue;
    }
    add(
      urlPath,
      urlPath === "/" ? "index.html" : `${urlPath}/index.html`,
      "text/html; charset=utf-8",
      deferHydration,
    );
    add(
      urlPath === "/" ? "/_root.data" : `${urlPath}.data`,
      urlPath === "/" ? "_root.data" : `${urlPath}.data`,
      typeByExtension[".data"]!,
    );
  }
  return files;
}
