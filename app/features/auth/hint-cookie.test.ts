import { describe, expect, it } from "vitest";
import { sessionLifetimeSeconds } from "~/content/account";
import { signedInHintCookie, withSignedInHint } from "./hint-cookie";
import { hasSignedInHint } from "./signed-in-hint";

describe("the signed-in hint cookie", () => {
  it("is readable by the page (not httpOnly), Lax, site-wide, for a session's lifetime", () => {
    const line = signedInHintCookie(true, "http://localhost:3000");
    expect(line).toBe(`sc_signed_in=1; Max-Age=${sessionLifetimeSeconds}; Path=/; SameSite=Lax`);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(sessionLifetimeSeconds).toBe(30 * 24 * 3600);
  });

  it("is Secure on an https site, and cleared with Max-Age=0", () => {
    expect(signedInHintCookie(true, "https://shopcity.com")).toMatch(/; Secure$/);
    expect(signedInHintCookie(false, "https://shopcity.com")).toBe(
      "sc_signed_in=; Max-Age=0; Path=/; SameSite=Lax; Secure",
    );
  });

  it("is read from a Cookie header", () => {
    expect(hasSignedInHint("a=1; sc_signed_in=1; b=2")).toBe(true);
    expect(hasSignedInHint("sc_signed_in=; other=1")).toBe(false);
    expect(hasSignedInHint("not_sc_signed_in=1")).toBe(false);
    expect(hasSignedInHint(null)).toBe(false);
  });

  it("is only sent when the request says otherwise, beside Better Auth's cookies", () => {
    const auth = new Headers([["set-cookie", "better-auth.session_token=x; HttpOnly"]]);
    const signedOut = new Request("http://site.test/auth");
    const hinted = new Request("http://site.test/auth", { headers: { cookie: "sc_signed_in=1" } });
    expect(withSignedInHint(auth, true, { request: signedOut }).getSetCookie()).toEqual([
      "better-auth.session_token=x; HttpOnly",
      signedInHintCookie(true, undefined),
    ]);
    expect(withSignedInHint(auth, true, { request: hinted }).getSetCookie()).toHaveLength(1);
    expect(withSignedInHint(new Headers(), false, { request: hinted }).getSetCookie()).toEqual([
      signedInHintCookie(false, undefined),
    ]);
    expect(withSignedInHint(new Headers(), false, { request: signedOut }).getSetCookie()).toEqual([]);
  });
});
