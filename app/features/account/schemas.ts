import { z } from "zod";
import { cleanInput } from "~/features/auth/schemas";
import { accountMessages as m, passwordRules } from "~/content/account";

/**
 * The forms of /account, shared by the browser (checked before sending) and the server (the
 * check that counts). Conform's `parseWithZod` reads them from form data: an empty field arrives
 * as `undefined`, so a field's "missing" message is its type error.
 */

/** What each form of /account asks the action to do (`intent`). */
export const accountIntents = [
  "change-password",
  "two-factor-enable",
  "two-factor-verify",
  "two-factor-disable",
  "sign-out",
] as const;
export type AccountIntent = (typeof accountIntents)[number];

export const intentField = "intent";

/**
 * The product specification's rule for the auth form's inputs, the very function /auth applies: a
 * password must read the same wherever it is typed ("< x" was " x" here and "x" at sign-in).
 */
export const normalizePassword = (value: string): string => cleanInput(value);

function password(missing: string) {
  return z
    .string({ error: missing })
    .transform(normalizePassword)
    .pipe(z.string({ error: missing }).min(1, missing).max(passwordRules.max, m.tooLong));
}

const typedBoth = (value: unknown, a: string, b: string) => {
  const fields = value as Record<string, unknown>;
  return typeof fields[a] === "string" && typeof fields[b] === "string";
};

export const changePasswordSchema = z
  .object({
    currentPassword: password(m.currentMissing),
    newPassword: password(m.newMissing).pipe(z.string().min(passwordRules.min, m.tooShort)),
    confirmPassword: password(m.confirmMissing),
    revokeOtherSessions: z.boolean().optional().default(false),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: m.mismatch,
    // Said as soon as both are typed, whatever else is wrong.
    when: (payload) => typedBoth(payload.value, "newPassword", "confirmPassword"),
  })
  // Accepted, the same password would read as changed while nothing had changed.
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ["newPassword"],
    message: m.sameAsCurrent,
    when: (payload) => typedBoth(payload.value, "currentPassword", "newPassword"),
  });

/** Turning two-factor sign-in on or off: the account's password. */
export const confirmPasswordSchema = z.object({ password: password(m.passwordMissing) });

/** A code from the authenticator app; spaces (as some apps show it, "123 456") are dropped. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: m.codeMissing })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string({ error: m.codeMissing }).regex(/^\d{6}$/, m.codeFormat)),
});

export const signOutScopes = ["local", "others", "global"] as const;
export const signOutSchema = z.object({ scope: z.enum(signOutScopes) });

export const accountSchemas = {
  "change-password": changePasswordSchema,
  "two-factor-enable": confirmPasswordSchema,
  "two-factor-verify": totpCodeSchema,
  "two-factor-disable": confirmPasswordSchema,
  "sign-out": signOutSchema,
} as const satisfies Record<AccountIntent, z.ZodType>;

/**
 * "Please fill in all fields" (the spec's words) heads the error summary when a field of the
 * password form is empty; each empty field still says which it is.
 */
export function summaryDescription(
  intent: AccountIntent,
  errors: Record<string, unknown>,
): string | undefined {
  if (intent !== "change-password") return undefined;
  const missing = [m.currentMissing, m.newMissing, m.confirmMissing];
  const empty = Object.values(errors).some(
    (messages) => Array.isArray(messages) && messages.some((message) => missing.includes(message)),
  );
  return empty ? m.fillInAll : undefined;
}
