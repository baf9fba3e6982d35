import { describe, expect, it } from "vitest";
import { formTokens } from "./form-token";

describe("form tokens", () => {
  const tokens = formTokens("a-secret-of-enough-length-for-the-test");

  it("verifies its own token and returns the key and issue time", () => {
    const token = tokens.issue(1_700_000_000_000);
    const verified = tokens.verify(token);
    expect(verified?.issuedAt).toBe(1_700_000_000_000);
    expect(verified?.key).toBe(token.split(".")[1]);
  });

  it("gives every token its own key", () => {
    expect(tokens.verify(tokens.issue())?.key).not.toBe(tokens.verify(tokens.issue())?.key);
  });

  it("refuses a token signed with another secret, a changed time, or garbage", () => {
    const token = tokens.issue(1_700_000_000_000);
    expect(formTokens("another-secret-of-enough-length-here").verify(token)).toBeNull();
    const [, key, signature] = token.split(".");
    expect(tokens.verify(`${(1_600_000_000_000).toString(36)}.${key}.${signature}`)).toBeNull();
    for (const bad of [undefined, 42, "", "a.b.c", `${token}x`, token.replaceAll(".", "-")]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });
});
