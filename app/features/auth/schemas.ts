import { z } from "zod";
import {
  authExtraMessages,
  authLimits,
  authMessages,
  forgotPasswordPage,
  twoFactorPage,
} from "~/content/account";

/**
 * The account forms' checks, shared by the browser (before sending) and the server (the check
 * that counts): the product specification's rules, letter for letter.
 */

/** Inputs are trimmed and "<" and ">" removed, before any check: the specification's rule. */
export function cleanInput(value: unknown): string {
  return typeof value === "string" ? value.replace(/[<>]/g, "").trim() : "";
}

const { fillAllFields, invalidEmail, passwordTooShort, passwordsDoNotMatch } = authMessages;

const cleaned = <T extends z.ZodType>(schema: T) => z.preprocess(cleanInput, schema);

// Better Auth checks addresses with `z.email()` too: what passes here passes there.
const email = (missing: string) =>
  cleaned(
    z
      .string()
      .min(1, missing)
      .max(authLimits.maxEmailLength, authExtraMessages.emailTooLong)
      .pipe(z.email(invalidEmail)),
  );

/**
 * Whether an address has at most 64 characters before the @ (RFC 5321): no mail server takes a
 * longer one, so a new account's confirmation mail could never arrive. Only sign-up asks it (the
 * server's sign-up hook too), so that an account opened before the rule can still sign in.
 */
export const fitsMailbox = (address: string) => address.lastIndexOf("@") <= 64;
const newEmail = email(fillAllFields).refine(fitsMailbox, {
  error: invalidEmail,
  // Said once: not again for an address already refused.
  when: (payload) => payload.issues.length === 0,
});

const passwordTooLong = authExtraMessages.passwordTooLong;
const currentPassword = cleaned(
  z.string().min(1, fillAllFields).max(authLimits.maxPasswordLength, passwordTooLong),
);
const newPassword = cleaned(
  z
    .string()
    .min(1, fillAllFields)
    .min(authLimits.minPasswordLength, passwordTooShort)
    .max(authLimits.maxPasswordLength, passwordTooLong),
);
const confirmation = cleaned(z.string().min(1, fillAllFields));

/** A new password and its confirmation; a mismatch is told at the confirmation. */
const newPasswords = {
  password: newPassword,
  confirmPassword: confirmation,
};
const confirmed = (value: { password: string; confirmPassword: string }) =>
  !value.confirmPassword || value.password === value.confirmPassword;
const mismatch = { path: ["confirmPassword"], message: passwordsDoNotMatch };

export const signInSchema = z.object({ email: email(fillAllFields), password: currentPassword });

export const signUpSchema = z.object({ email: newEmail, ...newPasswords }).refine(confirmed, mismatch);

export const resetPasswordSchema = z.object(newPasswords).refine(confirmed, mismatch);

export const forgotPasswordSchema = z.object({ email: email(forgotPasswordPage.emailMissing) });

const { codeMissing, codeFormat, backupMissing } = twoFactorPage.errors;

/** The authenticator's code; people type it with spaces ("123 456") and that is fine. */
export const totpSchema = z.object({
  code: z.preprocess(
    (value) => cleanInput(value).replace(/\s+/g, ""),
    z
      .string()
      .min(1, codeMissing)
      .regex(/^\d{6}$/, codeFormat),
  ),
});

/**
 * A backup code as it was given out ("k7dm-3xqa-9rtf", server/auth/backup-codes.ts), however it
 * is typed back from paper: in capitals, with spaces or other dashes between the groups, or none.
 * Anything else is left as typed, to be refused as a wrong code.
 */
export function asIssuedBackupCode(typed: string): string {
  const symbols = typed.toLowerCase().replace(/[\s\-\u2010-\u2015]/g, "");
  return /^[a-z0-9]{12}$/.test(symbols) ? symbols.replace(/(.{4})(?=.)/g, "$1-") : typed;
}

export const backupCodeSchema = z.object({
  code: cleaned(z.string().min(1, backupMissing).max(64, backupMissing).transform(asIssuedBackupCode)),
});

/** The first message for each refused field, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks a form's fields (FormData from a post, or the browser's form) with one of the schemas. */
export function parseForm<T>(schema: z.ZodType<T>, form: FormData): Parsed<T> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
