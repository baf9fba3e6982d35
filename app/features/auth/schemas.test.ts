import { describe, expect, it } from "vitest";
import { authMessages, forgotPasswordPage, twoFactorPage } from "~/content/account";
import {
  backupCodeSchema,
  cleanInput,
  forgotPasswordSchema,
  parseForm,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  totpSchema,
} from "./schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const { fillAllFields, invalidEmail, passwordTooShort, passwordsDoNotMatch } = authMessages;

describe("the account forms' messages, letter for letter", () => {
  it("are the spec's words", () => {
    expect(fillAllFields).toBe("Please fill in all fields");
    expect(invalidEmail).toBe("Please enter a valid email address");
    expect(passwordTooShort).toBe("Password must be at least 8 characters long");
    expect(passwordsDoNotMatch).toBe("Passwords do not match");
  });
});

describe("cleanInput", () => {
  it("trims and removes < and >", () => {
    expect(cleanInput("  <b>a@b.co</b>  ")).toBe("ba@b.co/b");
    expect(cleanInput(" < x > ")).toBe("x");
    expect(cleanInput(undefined)).toBe("");
    expect(cleanInput(42)).toBe("");
  });
});

describe("sign-in", () => {
  it("empty e-mail or password: Please fill in all fields", () => {
    expect(parseForm(signInSchema, form({ email: "", password: "" }))).toEqual({
      ok: false,
      errors: { email: fillAllFields, password: fillAllFields },
    });
    expect(parseForm(signInSchema, form({ email: "a@b.co", password: "   " }))).toEqual({
      ok: false,
      errors: { password: fillAllFields },
    });
    // Only spaces and angle brackets: empty once cleaned.
    expect(parseForm(signInSchema, form({ email: " <> ", password: "secret" }))).toEqual({
      ok: false,
      errors: { email: fillAllFields },
    });
    expect(parseForm(signInSchema, new FormData())).toMatchObject({
      ok: false,
      errors: { email: fillAllFields },
    });
  });

  it("a malformed address: Please enter a valid email address", () => {
    for (const email of ["name", "name@", "@city.gov", "name@city", "na me@city.gov"]) {
      expect(parseForm(signInSchema, form({ email, password: "x" })), email).toEqual({
        ok: false,
        errors: { email: invalidEmail },
      });
    }
  });

  it("takes any non-empty password (the length rule is sign-up's) and cleans the inputs", () => {
    expect(parseForm(signInSchema, form({ email: "  <Mayor@City.gov> ", password: " short " }))).toEqual({
      ok: true,
      value: { email: "Mayor@City.gov", password: "short" },
    });
  });
});

describe("sign-up", () => {
  const valid = { email: "clerk@city.gov", password: "longenough", confirmPassword: "longenough" };

  it("passes a complete form", () => {
    expect(parseForm(signUpSchema, form(valid))).toEqual({ ok: true, value: valid });
  });

  it("all three fields are required", () => {
    expect(parseForm(signUpSchema, form({ email: "", password: "", confirmPassword: "" }))).toEqual({
      ok: false,
      errors: { email: fillAllFields, password: fillAllFields, confirmPassword: fillAllFields },
    });
    expect(parseForm(signUpSchema, form({ ...valid, confirmPassword: "" }))).toEqual({
      ok: false,
      errors: { confirmPassword: fillAllFields },
    });
  });

  it("a password under 8 characters: Password must be at least 8 characters long", () => {
    expect(
      parseForm(signUpSchema, form({ ...valid, password: "1234567", confirmPassword: "1234567" })),
    ).toEqual({
      ok: false,
      errors: { password: passwordTooShort },
    });
    // Counted after cleaning: 8 characters of which two are "<" and ">" make 6.
    expect(
      parseForm(signUpSchema, form({ ...valid, password: "<123456>", confirmPassword: "<123456>" })),
    ).toEqual({ ok: false, errors: { password: passwordTooShort } });
    expect(
      parseForm(signUpSchema, form({ ...valid, password: "12345678", confirmPassword: "12345678" })).ok,
    ).toBe(true);
  });

  it("a confirmation that differs: Passwords do not match", () => {
    expect(parseForm(signUpSchema, form({ ...valid, confirmPassword: "longenougH" }))).toEqual({
      ok: false,
      errors: { confirmPassword: passwordsDoNotMatch },
    });
  });

  it("a malformed address: Please enter a valid email address", () => {
    expect(parseForm(signUpSchema, form({ ...valid, email: "clerk.city.gov" }))).toEqual({
      ok: false,
      errors: { email: invalidEmail },
    });
  });

  it("refuses more than 64 characters before the @, which no mail server takes", () => {
    const address = (length: number) => `${"c".repeat(length)}@city.gov`;
    expect(parseForm(signUpSchema, form({ ...valid, email: address(64) })).ok).toBe(true);
    expect(parseForm(signUpSchema, form({ ...valid, email: address(65) }))).toEqual({
      ok: false,
      errors: { email: invalidEmail },
    });
    // Said once, for an address refused on two counts.
    const twice = {
      email: `${"c".repeat(65)}@city`,
      password: "a long password",
      confirmPassword: "a long password",
    };
    expect(signUpSchema.safeParse(twice).error?.issues.map((issue) => issue.message)).toEqual([invalidEmail]);
    // An account opened before the rule still signs in.
    expect(parseForm(signInSchema, form({ email: address(65), password: "x" })).ok).toBe(true);
  });

  it("refuses passwords longer than Better Auth takes", () => {
    const long = "x".repeat(129);
    expect(parseForm(signUpSchema, form({ ...valid, password: long, confirmPassword: long }))).toMatchObject({
      ok: false,
      errors: { password: expect.stringContaining("128") },
    });
  });
});

describe("reset password", () => {
  it("follows the sign-up rules for the new password", () => {
    expect(parseForm(resetPasswordSchema, form({ password: "", confirmPassword: "" }))).toEqual({
      ok: false,
      errors: { password: fillAllFields, confirmPassword: fillAllFields },
    });
    expect(parseForm(resetPasswordSchema, form({ password: "short", confirmPassword: "short" }))).toEqual({
      ok: false,
      errors: { password: passwordTooShort },
    });
    expect(
      parseForm(resetPasswordSchema, form({ password: "longenough", confirmPassword: "longenuff" })),
    ).toEqual({
      ok: false,
      errors: { confirmPassword: passwordsDoNotMatch },
    });
    expect(
      parseForm(resetPasswordSchema, form({ password: "longenough", confirmPassword: "longenough" })).ok,
    ).toBe(true);
  });
});

describe("forgot password", () => {
  it("asks for an address, then a valid one", () => {
    expect(parseForm(forgotPasswordSchema, form({ email: " " }))).toEqual({
      ok: false,
      errors: { email: forgotPasswordPage.emailMissing },
    });
    expect(parseForm(forgotPasswordSchema, form({ email: "nope" }))).toEqual({
      ok: false,
      errors: { email: invalidEmail },
    });
  });
});

describe("two-factor codes", () => {
  it("takes 6 digits, with spaces people type", () => {
    expect(parseForm(totpSchema, form({ code: "123 456" }))).toEqual({ ok: true, value: { code: "123456" } });
    expect(parseForm(totpSchema, form({ code: "" }))).toEqual({
      ok: false,
      errors: { code: twoFactorPage.errors.codeMissing },
    });
    for (const code of ["12345", "1234567", "abcdef"]) {
      expect(parseForm(totpSchema, form({ code })), code).toEqual({
        ok: false,
        errors: { code: twoFactorPage.errors.codeFormat },
      });
    }
  });

  it("takes any backup code but an empty one", () => {
    expect(parseForm(backupCodeSchema, form({ code: " AbCd-1234 " }))).toEqual({
      ok: true,
      value: { code: "AbCd-1234" },
    });
    // Typed back from paper, the code the account was given.
    for (const typed of ["K7DM-3XQA-9RTF", "k7dm 3xqa 9rtf", "k7dm3xqa9rtf", " k7dm – 3xqa – 9rtf "])
      expect(parseForm(backupCodeSchema, form({ code: typed }))).toEqual({
        ok: true,
        value: { code: "k7dm-3xqa-9rtf" },
      });
    expect(parseForm(backupCodeSchema, form({ code: "" }))).toEqual({
      ok: false,
      errors: { code: twoFactorPage.errors.backupMissing },
    });
  });
});
