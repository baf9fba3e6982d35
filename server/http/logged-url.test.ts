import { describe, expect, it } from "vitest";
import { loggedUrl, maxLoggedUrlLength } from "./logged-url";

describe("loggedUrl", () => {
  it("keeps a path without a query as it is", () => {
    expect(loggedUrl("/pricing")).toBe("/pricing");
    expect(loggedUrl("/admin/leads/0b6f8a3e")).toBe("/admin/leads/0b6f8a3e");
  });

  it("redacts every query value and keeps the keys, valueless ones and empty ones", () => {
    expect(loggedUrl("/unsubscribe?token=abc&utm_source=mail&flag&empty=")).toBe(
      "/unsubscribe?token=[redacted]&utm_source=[redacted]&flag&empty=[redacted]",
    );
    expect(loggedUrl("/help?q=a=b=c")).toBe("/help?q=[redacted]");
  });

  it("redacts the password-reset token in the path, whatever its case", () => {
    expect(loggedUrl("/api/auth/reset-password/tok123?callbackURL=%2Fx")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
    );
    expect(loggedUrl("/API/AUTH/RESET-PASSWORD/tok123/more")).toBe(
      "/API/AUTH/RESET-PASSWORD/[redacted]/more",
    );
    expect(loggedUrl("/api/auth/reset-password/")).toBe("/api/auth/reset-password/");
  });

  it("cuts a long URL and says how long it was", () => {
    const logged = loggedUrl(`/${"a".repeat(15_000)}`);
    expect(logged.length).toBeLessThan(maxLoggedUrlLength + 30);
    expect(logged.endsWith("… (15001 characters)")).toBe(true);
  });
});
