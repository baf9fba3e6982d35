/**
 * The Better Auth endpoints the site serves under /api/auth, each with the page or mail that uses
 * it (the same list, with the same reasons, is in docs/security.md). Every other path under
 * /api/auth is answered exactly like a path that does not exist: Better Auth's plugins bring
 * endpoints the site has no use for, and some bypass its rules (the admin plugin's create-user,
 * set-role and impersonate-user skip the audit log and the last-admin rule; list-sessions hands
 * out the tokens of the account's other sessions).
 */
export const exposedAuthEndpoints = {
  "/get-session": "every page that needs to know who is signed in; API clients with a bearer token",
  "/sign-in/email": "the sign-in form at /auth; API clients get their bearer token here",
  "/sign-up/email": "the sign-up form at /auth",
  "/sign-out": "'Sign out' in the navigation and 'sign out here' at /account",
  "/revoke-other-sessions": "'sign out on other devices' at /account",
  "/revoke-sessions": "'sign out everywhere' at /account",
  "/verify-email": "the link in the confirmation e-mail",
  "/request-password-reset": "the form at /auth/forgot-password",
  "/reset-password/:token": "the link in the password-reset e-mail (it leads to /auth/reset-password)",
  "/reset-password": "the form at /auth/reset-password",
  "/change-password": "the password form at /account",
  "/two-factor/enable": "turning two-factor on at /account (returns the secret and backup codes)",
  "/two-factor/verify-totp": "the code that confirms two-factor at /account, and sign-in's second step",
  "/two-factor/verify-backup-code": "sign-in's second step with a backup code",
  "/two-factor/disable": "turning two-factor off at /account",
} as const satisfies Record<string, string>;

/**
 * What each parameter of a served path may be. A password-reset token is what Better Auth's
 * request-password-reset makes: `generateId(24)`, letters and digits only (@better-auth/core
 * utils/id). Nothing else may stand in its place: no `.`, `%` or `\`, which Better Auth's URL
 * parser would turn into another path (`..\list-sessions` was a "token" and reached
 * /list-sessions).
 */
const parameterPatterns: Record<string, string> = { token: "[A-Za-z0-9]+" };

const patterns = Object.keys(exposedAuthEndpoints).map(
  (path) =>
    new RegExp(
      `^${path.replace(/:(\w+)/g, (_, name: string) => {
        const pattern = parameterPatterns[name];
        if (!pattern) throw new Error(`no pattern for :${name} in ${path}`);
        return pattern;
      })}$`,
    ),
);

/**
 * Whether Better Auth may answer `path` (below the base path, as sent: neither decoded nor
 * lower-cased, so that no spelling of a hidden endpoint matches a shown one). A path that matches
 * holds only letters, digits, `-` and single `/`s: no `\`, no `.` segment, no `%`, no `//`. The
 * URL parser Better Auth routes with (better-call: `new URL(request.url).pathname`) leaves such a
 * path as it is, so the path checked here is the path Better Auth routes.
 */
export function isExposedAuthEndpoint(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}
