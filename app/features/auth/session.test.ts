import { describe, expect, it } from "vitest";
import { safeReturnPath, signInPath } from "./session";

describe("safeReturnPath", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeReturnPath("/subscription-success")).toBe("/subscription-success");
    expect(safeReturnPath("/roi-calculator?population=60000#report")).toBe(
      "/roi-calculator?population=60000#report",
    );
    expect(safeReturnPath("/a/../pricing")).toBe("/pricing");
    // Encoded slashes stay encoded: a path on this site, not a host.
    expect(safeReturnPath("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
    expect(safeReturnPath("/%5Cevil.com")).toBe("/%5Cevil.com");
  });

  it("falls back to / for anything that could lead to another site", () => {
    const attempts = [
      "//evil.com",
      "///evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "\\/evil.com",
      "https://evil.com",
      "http://evil.com/path",
      "HTTPS://evil.com",
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "evil.com",
      "%2F%2Fevil.com",
      "%2f%2fevil.com",
      "https%3A%2F%2Fevil.com",
      "/.//evil.com",
      "/..//evil.com",
      "/a/..//evil.com",
      "/./\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      " /\\evil.com",
      "",
    ];
    for (const value of attempts) expect(safeReturnPath(value), JSON.stringify(value)).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(undefined)).toBe("/");
  });

  it("never returns something a browser reads as another host", () => {
    // Whatever comes in, what goes out starts with one slash and no backslash after it.
    const inputs = ["/.//x", "/\\x", "/%2e%2e//x", "/..%2f/x", "/%09/x", "/\u0000//x", "/\u00a0//x"];
    for (const value of inputs) {
      const path = safeReturnPath(value);
      expect(path, JSON.stringify(value)).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, "https://shopcity.example").origin).toBe("https://shopcity.example");
    }
  });

  it("honours a fallback of the caller's", () => {
    expect(safeReturnPath("//evil.com", "/account")).toBe("/account");
  });
});

describe("signInPath", () => {
  it("carries the way back, refusing foreign ones", () => {
    expect(signInPath("/subscription-success")).toBe("/auth?redirectTo=%2Fsubscription-success");
    expect(signInPath("//evil.com")).toBe("/auth?redirectTo=%2F");
  });
});
