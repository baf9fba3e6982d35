import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, summaryDescription, totpCodeSchema } from "./schemas";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

type Parsed<T> =
  | { status: "success"; value: T }
  | { status: "error" | undefined; error: Record<string, string[] | null> | null };
const errorsOf = <T>(submission: Parsed<T>) => (submission.status === "success" ? null : submission.error);
const valueOf = <T>(submission: Parsed<T>) => (submission.status === "success" ? submission.value : null);

const changePassword = (values: Record<string, string>) =>
  parseWithZod(form(values), { schema: changePasswordSchema });

describe("the password form's rules", () => {
  it("names each empty field, under the spec's 'Please fill in all fields'", () => {
    const result = changePassword({});
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toEqual({
      currentPassword: ["Enter your current password"],
      newPassword: ["Enter a new password"],
      confirmPassword: ["Confirm your new password"],
    });
    expect(summaryDescription("change-password", errorsOf(result)!)).toBe("Please fill in all fields");
  });

  it("wants at least 8 characters and a matching confirmation", () => {
    const result = changePassword({
      currentPassword: "old",
      newPassword: "short",
      confirmPassword: "shorts",
    });
    expect(errorsOf(result)).toEqual({
      newPassword: ["Password must be at least 8 characters long"],
      confirmPassword: ["Passwords do not match"],
    });
    expect(summaryDescription("change-password", errorsOf(result)!)).toBeUndefined();
  });

  it("refuses a new password that is the current one", () => {
    const same = {
      currentPassword: "the same one",
      newPassword: "the same one",
      confirmPassword: "the same one",
    };
    expect(errorsOf(changePassword(same))).toEqual({
      newPassword: ["Choose a new password that is different from your current one"],
    });
    // As the server reads them: "<" and ">" dropped, spaces trimmed.
    expect(errorsOf(changePassword({ ...same, newPassword: " <the same one> " }))).toEqual({
      newPassword: ["Choose a new password that is different from your current one"],
    });
  });

  it("trims and drops < and >, as the auth form does, and reads the checkbox", () => {
    const result = changePassword({
      currentPassword: " old secret ",
      newPassword: "<new secret>",
      confirmPassword: "new secret",
      revokeOtherSessions: "on",
    });
    expect(valueOf(result)).toEqual({
      currentPassword: "old secret",
      newPassword: "new secret",
      confirmPassword: "new secret",
      revokeOtherSessions: true,
    });
  });
});

describe("the authenticator code", () => {
  it("takes 6 digits, spaces allowed", () => {
    const code = (value: string) => parseWithZod(form({ code: value }), { schema: totpCodeSchema });
    expect(valueOf(code("123 456"))).toEqual({ code: "123456" });
    expect(errorsOf(code(""))).toEqual({ code: ["Enter the 6-digit code from your authenticator app"] });
    expect(errorsOf(code("12345"))).toEqual({
      code: ["The code is the 6 digits your authenticator app shows, like 123456"],
    });
  });
});
