import { redirect, type AppLoadContext } from "react-router";
import { withSignedInHint } from "./hint-cookie";
import type { AccountSession } from "./service";

const isLocalPath = (value: string) =>
  value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");

/**
 * Where /auth sends a visitor once signed in: a path of ours, never another site. The path is
 * checked after the URL parser has normalized it too, since "/.//evil.com" becomes "//evil.com",
 * which a browser reads as another host.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !isLocalPath(value)) return fallback;
  try {
    const url = new URL(value, "http://site.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === "http://site.invalid" && isLocalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/** Why /auth was shown instead of the page asked for; /auth says it (e.g. the spec's toast). */
export type SignInNotice = "auth-required";

/** /auth with the way back to where the visitor was, and optionally why they are there. */
export function signInPath(returnTo: string, notice?: SignInNotice): string {
  const query = new URLSearchParams();
  if (notice) query.set("notice", notice);
  query.set("redirectTo", safeReturnPath(returnTo));
  return `/auth?${query}`;
}

/**
 * The signed-in visitor, or a redirect to /auth that brings them back to `url` (the route's URL,
 * a loader's `url` argument) afterwards; with `notice`, /auth says why. The headers renew the
 * session cookie (and set or clear the nav's signed-in hint) and must go out with the page.
 */
export async function requireSession(
  request: Request,
  context: AppLoadContext,
  { notice, url = pageUrl(request) }: { notice?: SignInNotice; url?: URL } = {},
): Promise<{ session: AccountSession; headers: Headers }> {
  const auth = context.services?.auth;
  if (!auth) throw redirect("/auth");
  const { session, headers: renewed } = await auth.getSession(request);
  // The nav's signed-in hint follows what the server found (hint-cookie.ts).
  const headers = withSignedInHint(renewed, session !== null, { request, origin: context.origin });
  if (!session) throw redirect(signInPath(`${url.pathname}${url.search}`, notice), { headers });
  return { session, headers };
}

/** The page a request is for: a client navigation asks for `<path>.data?…&_routes=…`. */
function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return url;
}
