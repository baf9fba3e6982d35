import { describe, expect, it, vi } from "vitest";
import { secretOfUri, totp } from "../../tests/e2e/accounts/totp";
import { authOnDatabase } from "../testing/auth";
import { databaseTargets } from "../testing/databases";
import { clientAddressHeader } from "./client-address";

const origin = "https://shopcity.test";
const stepMs = 30_000;

/**
 * RFC 6238 §5.2: a code from the authenticator app is accepted once per account. Two sign-ins with
 * the same code, one after the other or at the same moment: one gets in. Through Better Auth's HTTP
 * handler, as the routes call it, on both databases; the codes are made by the tests' own RFC 6238
 * implementation (tests/e2e/accounts/totp.ts), not the server's.
 */
describe.each(databaseTargets)("two-factor codes on $name", (target) => {
  const bed = authOnDatabase(target, { secret: "totp-replay-secret-totp-replay-secret-totp", origin });

  const browser = (cookies: string[] = []) =>
    new Request(`${origin}/auth`, {
      headers: {
        origin,
        [clientAddressHeader]: "203.0.113.8",
        ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
      },
    });
  const cookiesOf = (headers: Headers) => headers.getSetCookie().map((line) => line.split(";")[0]!);

  /** A confirmed account with two-factor on (set up with the code of the current step). */
  async function accountWithTwoFactor(label: string) {
    const email = `${label}-${target.name}-${Date.now()}@city.test`;
    const password = "two factor password 1";
    expect((await bed.service.signUp(browser(), { email, password, callbackPath: "/auth" })).ok).toBe(true);
    const confirmation = bed.mails.find((mail) => mail.recipient === email && mail.kind === "verify_email");
    expect((await bed.auth.handler(new Request(String(confirmation!.payload.url)))).status).toBe(302);
    const signedIn = await bed.service.signIn(browser(), { email, password });
    expect(signedIn.ok).toBe(true);
    const session = cookiesOf(signedIn.headers);
    const setup = await bed.service.enableTwoFactor(browser(session), { password });
    if (!setup.ok) throw new Error(`enable: ${setup.code}`);
    const secret = secretOfUri(setup.data.totpURI);
    expect(await bed.service.verifyTotp(browser(session), { code: totp(secret) })).toMatchObject({
      ok: true,
    });
    return { email, password, secret };
  }

  /** A sign-in up to its second step: the browser's cookies for it. */
  async function firstStep(email: string, password: string): Promise<string[]> {
    const result = await bed.service.signIn(browser(), { email, password });
    expect(result).toMatchObject({ ok: true, data: { twoFactorRedirect: true } });
    return cookiesOf(result.headers);
  }

  it.skipIf(target.skip)(
    "the same code completes one sign-in, not a second one 5 s later",
    async () => {
      const { email, password, secret } = await accountWithTwoFactor("replay");
      // The next step's code: the set-up used this step's, and the server accepts one step either side.
      const code = totp(secret, Date.now() + stepMs);
      const first = await firstStep(email, password);
      const second = await firstStep(email, password);

      expect(await bed.service.verifyTotp(browser(first), { code })).toMatchObject({ ok: true });
      // 5 s later by the server's clock (Date only: timers and the database keep real time).
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5_000, shouldAdvanceTime: true });
      try {
        expect(await bed.service.verifyTotp(browser(second), { code })).toMatchObject({
          ok: false,
          code: "INVALID_CODE",
        });
      } finally {
        vi.useRealTimers();
      }
      // An older code of the window, never used, comes after a newer one: refused too (RFC 6238 §5.2).
      expect(await bed.service.verifyTotp(browser(second), { code: totp(secret) })).toMatchObject({
        ok: false,
        code: "INVALID_CODE",
      });
    },
    60_000,
  );

  it.skipIf(target.skip)("two sign-ins with the same code at the same moment: one gets in", async () => {
    const { email, password, secret } = await accountWithTwoFactor("race");
    const code = totp(secret, Date.now() + stepMs);
    const [first, second] = [await firstStep(email, password), await firstStep(email, password)];
    const results = await Promise.all(
      [first, second].map((cookies) => bed.service.verifyTotp(browser(cookies), { code })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ code: "INVALID_CODE" });
  });

  it.skipIf(target.skip)("a signed-in account confirming a code: the same rule", async () => {
    const { email, password, secret } = await accountWithTwoFactor("confirm");
    const code = totp(secret, Date.now() + stepMs);
    const signedIn = await bed.service.verifyTotp(browser(await firstStep(email, password)), { code });
    expect(signedIn.ok).toBe(true);
    // The session's own check (the route /account uses) refuses the code that signed it in.
    expect(await bed.service.verifyTotp(browser(cookiesOf(signedIn.headers)), { code })).toMatchObject({
      ok: false,
      code: "INVALID_CODE",
    });
  });

  it.skipIf(target.skip)(
    "the owner is told when two-factor is turned on and off, not when a code signs in",
    async () => {
      const { email, password, secret } = await accountWithTwoFactor("told");
      const notices = () =>
        bed.mails
          .filter((mail) => mail.recipient === email && mail.kind.startsWith("two_factor_"))
          .map((mail) => [mail.kind, mail.payload.url]);
      const resetLink = `${origin}/auth/forgot-password`;
      expect(notices()).toEqual([["two_factor_enabled", resetLink]]);

      const pending = await firstStep(email, password);
      const signedIn = await bed.service.verifyTotp(browser(pending), {
        code: totp(secret, Date.now() + stepMs),
      });
      expect(signedIn).toMatchObject({ ok: true });
      expect(notices()).toHaveLength(1);

      const session = cookiesOf(signedIn.headers);
      expect(await bed.service.disableTwoFactor(browser(session), { password })).toMatchObject({ ok: true });
      expect(notices()).toEqual([
        ["two_factor_enabled", resetLink],
        ["two_factor_disabled", resetLink],
      ]);
    },
  );
});
