import { useRouteLoaderData } from "react-router";

/**
 * Prerendered pages carry this placeholder where a form token belongs; the server swaps it for a
 * fresh signed token on every response, as it does the CSP nonce.
 */
export const PRERENDER_FORM_TOKEN = "prerender-form-token";

/** The form token of the page as served (the root loader's), for the hidden field of lead forms. */
export function usePageFormToken(): string {
  const data = useRouteLoaderData<{ formToken?: string }>("root");
  return data?.formToken ?? PRERENDER_FORM_TOKEN;
}
