import { useRouteLoaderData } from "react-router";

/** Where a page fetches a form token: prerendered pages are the same bytes for everyone. */
export const formTokenPath = "/api/form-token";

/**
 * The form token of a page rendered for this request (the root loader's), or "" on a
 * prerendered page, whose forms fetch one when first used.
 */
export function usePageFormToken(): string {
  const data = useRouteLoaderData<{ formToken?: string | null }>("root");
  return data?.formToken ?? "";
}
