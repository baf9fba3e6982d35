import { useRouteLoaderData } from "react-router";

/** Where a page fetches a form token: prerendered pages are the same bytes for everyone. */
export const formTokenPath = "/api/form-token";
/** The query parameter by which a page says how long ago it was opened, in milliseconds. */
export const openedParam = "opened";

/**
 * The address to fetch a token from, telling how long this page has been open (since its
 * navigation began): the server dates the token back by that much, so that a visitor who reads
 * the page for a while and then lets the browser fill the form in at once is not taken for a bot.
 */
export const formTokenUrl = () => `${formTokenPath}?${openedParam}=${Math.round(performance.now())}`;

/**
 * The form token of a page rendered for this request (the root loader's), or "" on a
 * prerendered page, whose forms fetch one when first used.
 */
export function usePageFormToken(): string {
  const data = useRouteLoaderData<{ formToken?: string | null }>("root");
  return data?.formToken ?? "";
}
