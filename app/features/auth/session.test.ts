import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { requireSession, safeReturnPath, signInPath } from "./session";

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

describe("requireSession", () => {
  const session = {
    user: {
      id: "u1",
      email: "clerk@city.test",
      emailVerified: true,
      twoFactorEnabled: false,
      isAdmin: false,
      createdAt: "2026-01-01T00:00:00.000Z",
    },
    session: { id: "s1", expiresAt: "2026-02-01T00:00:00.000Z" },
  };
  const contextWith = (found: typeof session | null) =>
    ({
      origin: "https://shopcity.test",
      services: {
        auth: {
          getSession: async () => ({
            session: found,
            headers: new Headers([["set-cookie", "__Secure-better-auth.session_token=renewed"]]),
          }),
        },
      },
    }) as unknown as AppLoadContext;

  it("gives the session, renewing its cookie and setting the nav's hint", async () => {
    const request = new Request("https://shopcity.test/account");
    const result = await requireSession(request, contextWith(session));
    expect(result.session).toBe(session);
    expect(result.headers.getSetCookie()).toEqual([
      "__Secure-better-auth.session_token=renewed",
      expect.stringMatching(/^sc_signed_in=1; .*; Secure$/),
    ]);
  });

  it("sends a visitor without one to /auth, with the way back, and clears a stale hint", async () => {
    const request = new Request("https://shopcity.test/subscription-success?session_id=cs_1", {
      headers: { cookie: "sc_signed_in=1" },
    });
    const thrown = await requireSession(request, contextWith(null)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/subscription-success?session_id=cs_1")}`,
    );
    expect(response.headers.getSetCookie()).toContain(
      "sc_signed_in=; Max-Age=0; Path=/; SameSite=Lax; Secure",
    );
  });
});
