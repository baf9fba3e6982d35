import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, summaryDescription, totpCodeSchema } from "./schemas";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const changePassword = (values: Record<string, string>) =>
  parseWithZod(form(values), { schema: changePasswordSchema });

describe("the password form's rules (spec section 5)", () => {
  it("names each empty field, under the spec's 'Please fill in all fields'", () => {
    const result = changePassword({});
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      currentPassword: ["Enter your current password"],
      newPassword: ["Enter a new password"],
      confirmPassword: ["Confirm your new password"],
    });
    expect(summaryDescription("change-password", result.error!)).toBe("Please fill in all fields");
  });

  it("wants at least 8 characters and a matching confirmation", () => {
    const result = changePassword({
      currentPassword: "old",
      newPassword: "short",
      confirmPassword: "shorts",
    });
    expect(result.error).toEqual({
      newPassword: ["Password must be at least 8 characters long"],
      confirmPassword: ["Passwords do not match"],
    });
    expect(summaryDescription("change-password", result.error!)).toBeUndefined();
  });

  it("trims and drops < and >, as the auth form does, and reads the checkbox", () => {
    const result = changePassword({
      currentPassword: " old secret ",
      newPassword: "<new secret>",
      confirmPassword: "new secret",
      revokeOtherSessions: "on",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
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
    expect(code("123 456").status === "success" && code("123 456").value).toEqual({ code: "123456" });
    expect(code("").error).toEqual({ code: ["Enter the 6-digit code from your authenticator app"] });
    expect(code("12345").error).toEqual({
      code: ["The code is the 6 digits your authenticator app shows, like 123456"],
    });
  });
});
