import { describe, expect, it } from "vitest";
import { secretOfUri, totp } from "../../tests/e2e/accounts/totp";
import { authOnDatabase } from "../testing/auth";
import { databaseTargets } from "../testing/databases";
import { clientAddressHeader } from "./client-address";

const origin = "https://shopcity.test";

/**
 * Turning two-factor on is two steps: the key (shown as a QR code) and backup codes, then a code
 * from the app. A set-up left between the two (a reload, a page left) is taken up again with the
 * same key and codes, so that the entry the app already made keeps working.
 */
describe.each(databaseTargets)("two-factor set-up on $name", (target) => {
  const bed = authOnDatabase(target, { secret: "two-factor-setup-secret-two-factor-setup", origin });
  const password = "two factor password 1";
  const cookiesOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .join("; ");

  /** A confirmed, signed-in account: a request carrying its session. */
  async function signedIn(label: string) {
    const email = `${label}-${target.name}-${Date.now()}@city.test`;
    const browser = (cookies = "") =>
      new Request(`${origin}/account`, {
        headers: {
          origin,
          [clientAddressHeader]: "203.0.113.9",
          ...(cookies ? { cookie: cookies } : {}),
        },
      });
    expect((await bed.service.signUp(browser(), { email, password, callbackPath: "/auth" })).ok).toBe(true);
    const confirmation = bed.mails.find((mail) => mail.recipient === email && mail.kind === "verify_email");
    expect((await bed.auth.handler(new Request(String(confirmation!.payload.url)))).status).toBe(302);
    const result = await bed.service.signIn(browser(), { email, password });
    expect(result.ok).toBe(true);
    return browser(cookiesOf(result.headers));
  }

  it.skipIf(target.skip)(
    "asked again before the code, it shows the same key and backup codes, and the app's code then turns it on",
    async () => {
      const account = await signedIn("resume");
      const first = await bed.service.enableTwoFactor(account, { password });
      if (!first.ok) throw new Error(`enable: ${first.code}`);
      const again = await bed.service.enableTwoFactor(account, { password });
      const { totpURI, backupCodes } = first.data;
      expect(again).toMatchObject({ ok: true, data: { totpURI, backupCodes } });

      expect(
        await bed.service.verifyTotp(account, { code: totp(secretOfUri(first.data.totpURI)) }),
      ).toMatchObject({
        ok: true,
      });
    },
  );

  it.skipIf(target.skip)("asked again with a wrong password, it shows nothing", async () => {
    const account = await signedIn("resume-wrong");
    expect((await bed.service.enableTwoFactor(account, { password })).ok).toBe(true);
    expect(await bed.service.enableTwoFactor(account, { password: "not the password" })).toMatchObject({
      ok: false,
      code: "INVALID_PASSWORD",
    });
  });

  it.skipIf(target.skip)("once two-factor is on, asking again is refused, and shows no key", async () => {
    const account = await signedIn("resume-on");
    const setup = await bed.service.enableTwoFactor(account, { password });
    if (!setup.ok) throw new Error(`enable: ${setup.code}`);
    const code = totp(secretOfUri(setup.data.totpURI));
    const on = await bed.service.verifyTotp(account, { code });
    expect(on.ok).toBe(true);
    // Turning it on replaced the session: the browser goes on with the new cookie.
    const renewed = new Request(account, {
      headers: { ...Object.fromEntries(account.headers), cookie: cookiesOf(on.headers) },
    });
    expect(await bed.service.enableTwoFactor(renewed, { password })).toMatchObject({
      ok: false,
      code: "TOTP_ALREADY_ENABLED",
    });
  });
});
