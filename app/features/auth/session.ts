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

/** /auth with the way back to where the visitor was. */
export function signInPath(returnTo: string): string {
  return `/auth?redirectTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}

/**
 * The signed-in visitor, or a redirect to /auth that brings them back here afterwards. The
 * headers renew the session cookie (and set or clear the nav's signed-in hint) and must go out
 * with the page.
 */
export async function requireSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ session: AccountSession; headers: Headers }> {
  const auth = context.services?.auth;
  if (!auth) throw redirect("/auth");
  const { session, headers: renewed } = await auth.getSession(request);
  // The nav's signed-in hint follows what the server found (hint-cookie.ts).
  const headers = withSignedInHint(renewed, session !== null, { request, origin: context.origin });
  const url = new URL(request.url);
  if (!session) throw redirect(signInPath(`${url.pathname}${url.search}`), { headers });
  return { session, headers };
}
