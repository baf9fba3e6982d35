import { describe, expect, it } from "vitest";
import { authExtraMessages, authMessages } from "~/content/account";
import { authFailureMessage, authFailureNotice } from "./errors";

const failure = (status: number, code: string, message: string) => ({ status, code, message });

describe("the error catalogue of the account pages", () => {
  it("are the spec's words", () => {
    expect(authMessages.signedIn).toBe("Welcome back!");
    expect(authMessages.signedUp).toBe("Account created! Please check your email for confirmation.");
    expect(authMessages.invalidCredentials).toBe("Invalid email or password");
    expect(authMessages.emailNotConfirmed).toBe("Please check your email and click the confirmation link");
    expect(authMessages.accountExists).toBe(
      "An account with this email already exists. Please sign in instead.",
    );
    expect(authMessages.errorTitle).toBe("Error");
  });

  it.each([
    [401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", authMessages.invalidCredentials],
    [403, "EMAIL_NOT_VERIFIED", "Email not verified", authMessages.emailNotConfirmed],
    [422, "USER_ALREADY_EXISTS", "User already exists.", authMessages.accountExists],
    [
      422,
      "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      "User already exists. Use another email.",
      authMessages.accountExists,
    ],
    // The wording the spec quotes maps whatever the code.
    [400, "UNKNOWN", "AuthApiError: Invalid login credentials", authMessages.invalidCredentials],
    [400, "UNKNOWN", "Email not confirmed", authMessages.emailNotConfirmed],
    [400, "UNKNOWN", "User already registered", authMessages.accountExists],
  ])("maps %i %s %j to the catalogue's words", (status, code, message, expected) => {
    expect(authFailureMessage(failure(status, code, message))).toBe(expected);
  });

  it("shows other errors as received, under the title Error", () => {
    const other = failure(400, "PASSWORD_TOO_LONG", "Password too long");
    expect(authFailureNotice(other)).toEqual({ title: "Error", description: "Password too long" });
    expect(authFailureNotice(failure(401, "INVALID_EMAIL_OR_PASSWORD", "x"))).toEqual({
      title: "Error",
      description: authMessages.invalidCredentials,
    });
  });

  it("says clearly that the rate limit was hit", () => {
    expect(authExtraMessages.rateLimited).toBe("Too many attempts. Please wait a minute and try again.");
    expect(
      authFailureMessage(failure(429, "RATE_LIMITED", "Too many requests. Please try again later.")),
    ).toBe(authExtraMessages.rateLimited);
    // A 429 wins over a form's own words for the code.
    expect(authFailureMessage(failure(429, "INVALID_CODE", "x"), { INVALID_CODE: "own" })).toBe(
      authExtraMessages.rateLimited,
    );
  });

  it("a form's own words for a code come before the catalogue", () => {
    expect(
      authFailureMessage(failure(401, "INVALID_CODE", "Invalid code"), { INVALID_CODE: "Wrong code" }),
    ).toBe("Wrong code");
    expect(authFailureMessage(failure(401, "INVALID_CODE", "Invalid code"))).toBe("Invalid code");
  });
});
