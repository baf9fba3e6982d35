import { sessionLifetimeSeconds } from "~/content/account";
import { hasSignedInHint, signedInHintName } from "./signed-in-hint";

/** The Set-Cookie line that sets (for a session's lifetime) or clears the signed-in hint. */
export function signedInHintCookie(signedIn: boolean, origin: string | undefined): string {
  const attributes = `Path=/; SameSite=Lax${origin?.startsWith("https://") ? "; Secure" : ""}`;
  return signedIn
    ? `${signedInHintName}=1; Max-Age=${sessionLifetimeSeconds}; ${attributes}`
    : `${signedInHintName}=; Max-Age=0; ${attributes}`;
}

/**
 * `headers` (Set-Cookie from Better Auth) plus the hint brought in line with `signedIn`; when
 * the request already says the same, nothing is added.
 */
export function withSignedInHint(
  headers: Headers,
  signedIn: boolean,
  { request, origin }: { request?: Request; origin?: string },
): Headers {
  const result = new Headers(headers);
  if (request && hasSignedInHint(request.headers.get("cookie")) === signedIn) return result;
  result.append("set-cookie", signedInHintCookie(signedIn, origin));
  return result;
}

/**
 * The answer to signing out on this device: the session cookie and the hint cleared, and what
 * pages kept in this browser's storage (a lead's unsaved note, the visit's first page) dropped
 * with them, so that whoever uses the browser next finds none of it. Clear-Site-Data, not a
 * script: it holds without JavaScript and for every way of signing out.
 */
export function signedOutHeaders(headers: Headers, hint: { request?: Request; origin?: string }): Headers {
  const result = withSignedInHint(headers, false, hint);
  result.set("Clear-Site-Data", '"storage"');
  return result;
}
