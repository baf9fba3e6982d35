import type {
  AccountSession,
  AuthResult,
  AuthService,
  SignOutScope,
  TwoFactorSetup,
} from "../../app/features/auth/service";
import { parseCookies } from "better-auth/cookies";
import { authBasePath, type Auth } from "./auth";
import { clientAddressHeader } from "./client-address";

// What of the visitor's request an auth call needs: who they are, where they came from.
const forwardedHeaders = ["cookie", "authorization", "origin", "user-agent", clientAddressHeader];

type Json = Record<string, unknown>;

/**
 * Routes' way to Better Auth. Every call goes through its HTTP handler, not `auth.api`, so that
 * the rate limiter, the origin check and the cookie handling apply exactly as on /api/auth.
 */
export function createAuthService(auth: Auth, origin: string): AuthService {
  async function call<T = Json>(
    request: Request,
    path: string,
    body?: Json,
    method: "GET" | "POST" = "POST",
  ): Promise<AuthResult<T>> {
    const headers = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    if (body) headers.set("content-type", "application/json");
    const response = await auth.handler(
      new Request(`${origin}${authBasePath}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    const reply = new Headers();
    for (const cookie of response.headers.getSetCookie()) reply.append("set-cookie", cookie);
    const text = await response.text();
    const data = (text ? safeJson(text) : null) ?? {};
    if (response.ok) return { ok: true, data: data as T, headers: reply };
    const error = data as { code?: unknown; message?: unknown };
    return {
      ok: false,
      status: response.status,
      code:
        typeof error.code === "string" ? error.code : response.status === 429 ? "RATE_LIMITED" : "UNKNOWN",
      message:
        typeof error.message === "string" ? error.message : response.statusText || "Something went wrong",
      headers: reply,
    };
  }

  /**
   * A set-up begun and not finished (the page reloaded or left before the code): the same key and
   * backup codes again, so that an authenticator app that scanned the key keeps a working entry.
   * Better Auth's /enable would make a new key, and leave that entry dead. Undefined when there is
   * no such set-up: no key yet, or two-factor already on (then /enable refuses as it should).
   */
  async function resumeTwoFactorSetup(
    request: Request,
    password: string,
  ): Promise<AuthResult<TwoFactorSetup> | undefined> {
    const signedIn = await call<{ user?: Json } | null>(request, "/get-session", undefined, "GET");
    const user = signedIn.ok ? signedIn.data?.user : undefined;
    if (!user || user.twoFactorEnabled === true) return undefined;
    const key = await call<{ totpURI: string }>(request, "/two-factor/get-totp-uri", { password });
    if (!key.ok) return key.code === "TOTP_NOT_ENABLED" ? undefined : key;
    // Gone in between (turned off from another tab): a new set-up then, not a server error.
    const codes = await auth.api
      .viewBackupCodes({ body: { userId: String(user.id) } })
      .catch(() => undefined);
    if (!codes) return undefined;
    return {
      ok: true,
      data: { totpURI: key.data.totpURI, backupCodes: codes.backupCodes },
      headers: key.headers,
    };
  }

  return {
    async getSession(request) {
      const result = await call<{ user: Json; session: Json } | null>(
        request,
        "/get-session",
        undefined,
        "GET",
      );
      // A lookup that failed (the database is away) is no proof of being signed out: the page
      // fails, and the site answers 503 if the database is unreachable (server/http/unavailable.ts).
      if (!result.ok && result.status >= 500) throw new Error(`session lookup failed: ${result.message}`);
      const found = result.ok && result.data && "user" in result.data ? result.data : null;
      return { session: found ? toAccountSession(found) : null, headers: result.headers };
    },
    async awaitsSecondStep(request) {
      // Better Auth's own name for the cookie its two-factor step sets: it lives as long as the step.
      const { name } = (await auth.$context).createAuthCookie("two_factor");
      return parseCookies(request.headers.get("cookie") ?? "").has(name);
    },
    signIn: (request, { email, password }) =>
      call(request, "/sign-in/email", { email, password, rememberMe: true }),
    signUp: (request, { email, password, callbackPath }) =>
      // The spec has no name field; Better Auth wants one, so the address stands in.
      call(request, "/sign-up/email", { email, password, name: email, callbackURL: callbackPath }),
    // Not served under /api/auth (server/auth/endpoints.ts): only /auth's "Send the link again" asks.
    sendVerificationEmail: (request, { email, callbackPath }) =>
      call(request, "/send-verification-email", { email, callbackURL: callbackPath }),
    signOut(request, scope: SignOutScope) {
      if (scope === "global") return call(request, "/revoke-sessions", {});
      if (scope === "others") return call(request, "/revoke-other-sessions", {});
      return call(request, "/sign-out", {});
    },
    requestPasswordReset: (request, { email, redirectPath }) =>
      call(request, "/request-password-reset", { email, redirectTo: redirectPath }),
    resetPassword: (request, { token, newPassword }) =>
      call(request, "/reset-password", { token, newPassword }),
    changePassword: (request, input) => call(request, "/change-password", input),
    async enableTwoFactor(request, { password }) {
      const resumed = await resumeTwoFactorSetup(request, password);
      return resumed ?? call<TwoFactorSetup>(request, "/two-factor/enable", { password });
    },
    verifyTotp: (request, { code }) => call(request, "/two-factor/verify-totp", { code }),
    verifyBackupCode: (request, { code }) => call(request, "/two-factor/verify-backup-code", { code }),
    disableTwoFactor: (request, { password }) => call(request, "/two-factor/disable", { password }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

function toAccountSession(found: { user: Json; session: Json }): AccountSession {
  const { user, session } = found;
  return {
    user: {
      id: String(user.id),
      email: String(user.email),
      emailVerified: user.emailVerified === true,
      twoFactorEnabled: user.twoFactorEnabled === true,
      isAdmin: user.role === "admin",
      createdAt: iso(user.createdAt),
    },
    session: { id: String(session.id), expiresAt: iso(session.expiresAt) },
  };
}
