import { describe, expect, it } from "vitest";
import { isExposedAuthEndpoint } from "./endpoints";

describe("isExposedAuthEndpoint", () => {
  it("takes a reset link's token only as Better Auth makes it: letters and digits", () => {
    expect(isExposedAuthEndpoint("/reset-password/aZ09bcdefghijklmnopqrstu")).toBe(true);
    expect(isExposedAuthEndpoint("/reset-password/x")).toBe(true);
    for (const token of [
      "..\\list-sessions",
      "..%5Clist-sessions",
      "%2e%2e\\list-sessions",
      "%2E%2e%5cadmin%5ccreate-user",
      ".%2E\\list-sessions",
      "..",
      ".",
      "abc.def",
      "abc-def",
      "abc_def",
      "abc%41",
      "abc\tdef",
      "abc#x",
      "",
    ]) {
      expect(isExposedAuthEndpoint(`/reset-password/${token}`), token).toBe(false);
    }
  });

  it("takes every other served path only as spelled: no dot segment, backslash, encoding or doubled slash", () => {
    expect(isExposedAuthEndpoint("/get-session")).toBe(true);
    expect(isExposedAuthEndpoint("/two-factor/verify-totp")).toBe(true);
    for (const path of [
      "//get-session",
      "/./get-session",
      "/x/../get-session",
      "/get-session/..",
      "/two-factor//verify-totp",
      "/two-factor\\verify-totp",
      "/two-factor%2Fverify-totp",
      "/get%2Dsession",
      "/Get-Session",
      "/get-session/",
      "/list-sessions",
    ]) {
      expect(isExposedAuthEndpoint(path), path).toBe(false);
    }
  });
});
