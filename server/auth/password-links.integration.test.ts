import { describe, expect, it } from "vitest";
import type { AccountMail } from "../mail/outbox";
import { authOnDatabase } from "../testing/auth";
import { databaseTargets } from "../testing/databases";
import { clientAddressHeader } from "./client-address";

const origin = "https://shopcity.test";

/**
 * A password-reset link is good for one reset of the password it was sent for. Using one, or
 * changing the password, voids every other link of the account; confirmation links grant no
 * access at all (they confirm the address and sign nobody in). Through Better Auth's HTTP handler,
 * as the routes call it, on both databases.
 */
describe.each(databaseTargets)("password links on $name", (target) => {
  const bed = authOnDatabase(target, { secret: "password-links-secret-password-links-secret", origin });

  const browser = (cookie?: string) =>
    new Request(`${origin}/auth`, {
      headers: { origin, [clientAddressHeader]: "203.0.113.7", ...(cookie ? { cookie } : {}) },
    });
  const linksTo = (email: string, kind: AccountMail["kind"]) =>
    bed.mails
      .filter((mail) => mail.recipient === email && mail.kind === kind)
      .map((mail) => String(mail.payload.url));
  /** The token of a reset link: `.../api/auth/reset-password/<token>?callbackURL=...`. */
  const tokenOf = (url: string) => /\/reset-password\/([^?]+)/.exec(url)![1]!;

  /** A confirmed account (by its real confirmation link); the link is returned for the last test. */
  async function account(label: string, password = "first password 1") {
    const email = `${label}-${target.name}-${Date.now()}@city.test`;
    expect((await bed.service.signUp(browser(), { email, password, callbackPath: "/auth" })).ok).toBe(true);
    const [confirmation] = linksTo(email, "verify_email");
    const confirmed = await bed.auth.handler(new Request(confirmation!));
    expect(confirmed.status).toBe(302);
    return { email, password, confirmation: confirmation! };
  }

  async function requestReset(email: string): Promise<string> {
    const before = linksTo(email, "reset_password").length;
    const asked = await bed.service.requestPasswordReset(browser(), {
      email,
      redirectPath: "/auth/reset-password",
    });
    expect(asked.ok).toBe(true);
    const links = linksTo(email, "reset_password");
    expect(links).toHaveLength(before + 1);
    return tokenOf(links.at(-1)!);
  }

  const reset = (token: string, newPassword: string) =>
    bed.service.resetPassword(browser(), { token, newPassword });
  const signIn = (email: string, password: string) => bed.service.signIn(browser(), { email, password });

  it.skipIf(target.skip)("using the newer of two reset links voids the older one", async () => {
    const { email } = await account("two-links");
    const older = await requestReset(email);
    const newer = await requestReset(email);

    expect(await reset(newer, "second password 2")).toMatchObject({ ok: true });
    expect(await reset(older, "attacker password 3")).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
    // The link itself now leads to the form with the error, not with a token to use.
    const opened = await bed.auth.handler(
      new Request(`${origin}/api/auth/reset-password/${older}?callbackURL=%2Fauth%2Freset-password`),
    );
    expect(opened.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect((await signIn(email, "second password 2")).ok).toBe(true);
    expect((await signIn(email, "attacker password 3")).ok).toBe(false);
  });

  it.skipIf(target.skip)("changing the password voids the reset links sent before", async () => {
    const { email, password } = await account("changed");
    const sentBefore = await requestReset(email);
    const signedIn = await signIn(email, password);
    expect(signedIn.ok).toBe(true);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const changed = await bed.service.changePassword(browser(cookie), {
      currentPassword: password,
      newPassword: "changed password 2",
      revokeOtherSessions: false,
    });
    expect(changed.ok).toBe(true);

    expect(await reset(sentBefore, "attacker password 3")).toMatchObject({
      ok: false,
      code: "INVALID_TOKEN",
    });
    expect((await signIn(email, "changed password 2")).ok).toBe(true);
    // A link asked for after the change works: only the older ones are void.
    expect(await reset(await requestReset(email), "third password 3")).toMatchObject({ ok: true });
  });

  it.skipIf(target.skip)("the owner is told of a changed password, by a reset or by the form", async () => {
    const { email, password } = await account("told");
    const notices = () => linksTo(email, "password_changed");
    expect(notices()).toEqual([]);
    expect(await reset(await requestReset(email), "reset password 2")).toMatchObject({ ok: true });
    expect(notices()).toEqual([`${origin}/auth/forgot-password`]);
    const signedIn = await signIn(email, "reset password 2");
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const refused = await bed.service.changePassword(browser(cookie), {
      currentPassword: password,
      newPassword: "changed password 3",
      revokeOtherSessions: false,
    });
    expect(refused.ok).toBe(false);
    expect(notices()).toHaveLength(1);
    const changed = await bed.service.changePassword(browser(cookie), {
      currentPassword: "reset password 2",
      newPassword: "changed password 3",
      revokeOtherSessions: false,
    });
    expect(changed.ok).toBe(true);
    expect(notices()).toHaveLength(2);
  });

  it.skipIf(target.skip)("a confirmation link signs nobody in, used again or not", async () => {
    const { confirmation } = await account("confirmed");
    for (let use = 0; use < 2; use++) {
      const response = await bed.auth.handler(new Request(confirmation));
      expect(response.status).toBe(302);
      expect(
        response.headers
          .getSetCookie()
          .some((line) => line.includes("session_token=") && !/Max-Age=0/i.test(line)),
      ).toBe(false);
    }
  });
});
