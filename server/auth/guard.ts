import { APIError, createAuthMiddleware } from "better-auth/api";
import { safeReturnPath } from "../../app/features/auth/session";
import { hasControlCharacter } from "../http/guards/control-characters";

export type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where Better Auth's endpoints send a visitor afterwards (a link in a mail, a redirect). */
const returnParams = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

/**
 * Refuses, before any endpoint runs, what Better Auth 1.7 lets through to harm:
 * - a text with a control character (server/http/guards/control-characters.ts): PostgreSQL stores no
 *   NUL, and the failed query was a 500;
 * - a way back to another site: its origin check takes `//evil.test` for a path of ours, so
 *   `/api/auth/reset-password/x?callbackURL=//evil.test` redirected there.
 */
export function refuseHostileInput(ctx: AuthContext, origin: string): void {
  if (hasControlCharacter(ctx.body) || hasControlCharacter(ctx.query)) {
    throw APIError.from("BAD_REQUEST", {
      code: "INVALID_TEXT",
      message: "Text must not contain control characters.",
    });
  }
  for (const source of [ctx.body, ctx.query] as unknown[]) {
    if (!source || typeof source !== "object") continue;
    for (const name of returnParams) {
      const value = (source as Record<string, unknown>)[name];
      if (value !== undefined && !isOwnUrl(value, origin)) {
        throw APIError.from("FORBIDDEN", { code: "INVALID_CALLBACK_URL", message: `Invalid ${name}` });
      }
    }
  }
}

/** A path of this site as given (no `//host`, no backslash), or an absolute URL on its origin. */
function isOwnUrl(value: unknown, origin: string): boolean {
  if (typeof value !== "string") return false;
  if (value.startsWith("/")) return safeReturnPath(value, "") === value;
  try {
    return new URL(value).origin === origin && /^https?:\/\/[^/\\]+(\/(?![/\\])|$)/i.test(value);
  } catch {
    return false;
  }
}
