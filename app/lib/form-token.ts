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

/** The newest token the server handed out during this visit, in this browser tab. */
let latestToken: string | undefined;
let tokenLoading: Promise<string> | undefined;

/**
 * Keeps a token the server handed out (a reply's next token, or a fetched one). The page's own
 * token is the idempotency key of one submission per form type: a form that mounts again (a
 * dialog opened a second time, a page visited again) starts from the newest one, so a new
 * request is not taken for a repeat of the last.
 */
export function rememberFormToken(token: string): void {
  if (token) latestToken = token;
}

/** The token to start a newly mounted form with, if this visit has one. */
export const latestFormToken = (): string | undefined => latestToken;

/**
 * A token for a form on a prerendered page, which carries none: fetched when the visitor first
 * focuses a form, or sends it, and dated back by the server to when the page was opened.
 */
export function fetchFormToken(): Promise<string> {
  if (latestToken) return Promise.resolve(latestToken);
  tokenLoading ??= fetch(formTokenUrl(), { cache: "no-store" })
    .then(async (response) => {
      const { token } = (await response.json()) as { token?: unknown };
      if (!response.ok || typeof token !== "string" || !token) throw new Error("no form token");
      rememberFormToken(token);
      return token;
    })
    .finally(() => {
      tokenLoading = undefined;
    });
  return tokenLoading;
}
