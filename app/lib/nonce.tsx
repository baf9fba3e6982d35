import { createContext, useContext } from "react";

/**
 * Prerendered pages are built with this placeholder nonce; the server swaps it for a fresh
 * per-request nonce before sending the page, so the CSP nonce is never reused.
 */
export const PRERENDER_NONCE = "cHJlcmVuZGVyLW5vbmNl";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

/** The site's whole stylesheet, given only on the server so it is inlined in the HTML. */
const InlineCssContext = createContext("");
export const InlineCssProvider = InlineCssContext.Provider;
export function useInlineCss(): string {
  return useContext(InlineCssContext);
}

/** The CSP nonce on the server; undefined in the browser, where it is not needed. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
