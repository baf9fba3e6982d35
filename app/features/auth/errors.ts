import { authExtraMessages, authMessages } from "~/content/account";

/** A refused auth call, as the auth service reports it. */
export type AuthFailure = { status: number; code: string; message: string };

/** What the visitor reads: a toast with JavaScript, a message in the page without. */
export type AuthNotice = { title: string; description?: string };

/**
 * The product specification's error catalogue for Better Auth's answers. The spec quotes the hosted
 * backend's wording ("Invalid login credentials", "Email not confirmed", "User already
 * registered"); Better Auth says it with codes, and both are recognised.
 */
const catalogue: { codes: string[]; wording: RegExp; message: string }[] = [
  {
    codes: ["INVALID_EMAIL_OR_PASSWORD"],
    wording: /invalid login credentials/i,
    message: authMessages.invalidCredentials,
  },
  { codes: ["EMAIL_NOT_VERIFIED"], wording: /email not confirmed/i, message: authMessages.emailNotConfirmed },
  {
    codes: ["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"],
    wording: /user already registered/i,
    message: authMessages.accountExists,
  },
];

/**
 * The message for a failure: the rate limiter's, a form's own words for a code (`own`), the
 * catalogue's, or else the message as received.
 */
export function authFailureMessage(failure: AuthFailure, own: Readonly<Record<string, string>> = {}): string {
  if (failure.status === 429) return authExtraMessages.rateLimited;
  const mine = own[failure.code];
  if (mine) return mine;
  const known = catalogue.find(
    (entry) => entry.codes.includes(failure.code) || entry.wording.test(failure.message),
  );
  return known?.message ?? failure.message;
}

/** Every auth failure carries the title "Error", as the specification's error catalogue has it. */
export function authFailureNotice(failure: AuthFailure, own?: Readonly<Record<string, string>>): AuthNotice {
  return { title: authMessages.errorTitle, description: authFailureMessage(failure, own) };
}
