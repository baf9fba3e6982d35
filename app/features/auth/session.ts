import { redirect, type AppLoadContext } from "react-router";
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
 * The nav bar's hint that someone is signed in: set at sign-in, readable without a session
 * lookup, so prerendered pages can show "Account" instead of "Login". Not a credential.
 */
export const signedInHintCookie = "sc_signed_in";

/** The Set-Cookie line that removes the hint (sign-out, or a session found gone). */
export const clearSignedInHint = `${signedInHintCookie}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The service's headers plus the removal of the signed-in hint. */
export function withoutSignedInHint(headers: Headers): Headers {
  const merged = new Headers(headers);
  merged.append("set-cookie", clearSignedInHint);
  return merged;
}

/**
 * The signed-in visitor, or a redirect to /auth that brings them back to `url` (the route's URL,
 * a loader's `url` argument) afterwards; with `notice`, /auth says why. The headers renew the
 * session cookie and must go out with the page.
 */
export async function requireSession(
  request: Request,
  context: AppLoadContext,
  { notice, url = pageUrl(request) }: { notice?: SignInNotice; url?: URL } = {},
): Promise<{ session: AccountSession; headers: Headers }> {
  const auth = context.services?.auth;
  if (!auth) throw redirect("/auth");
  const { session, headers } = await auth.getSession(request);
  if (!session) {
    const hadHint = request.headers.get("cookie")?.includes(`${signedInHintCookie}=`);
    throw redirect(signInPath(`${url.pathname}${url.search}`, notice), {
      headers: hadHint ? withoutSignedInHint(headers) : headers,
    });
  }
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
