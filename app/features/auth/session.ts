import { redirect, type AppLoadContext } from "react-router";
import type { AccountSession } from "./service";

/** Where /auth sends a visitor once signed in: a path of ours, never another site. */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
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
 * headers renew the session cookie and must go out with the page.
 */
export async function requireSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ session: AccountSession; headers: Headers }> {
  const auth = context.services?.auth;
  if (!auth) throw redirect("/auth");
  const { session, headers } = await auth.getSession(request);
  const url = new URL(request.url);
  if (!session) throw redirect(signInPath(`${url.pathname}${url.search}`), { headers });
  return { session, headers };
}
