import { site } from "../../app/content/site";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailJobs, user } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { silentLog as log } from "../testing/leads";
import { accountsWithMail } from "../testing/mailed-accounts";
import { startSmtpServer } from "../testing/smtp";
import { clientAddressHeader } from "./client-address";
import { renderAccountEmail } from "./emails";
import { createAuthService } from "./service";

const origin = "https://shopcity.test";
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Accounts as the server wires them: Better Auth, the outbox and a real SMTP server. */
function accounts(database: TestDatabase, smtpUrl: string) {
  const { auth, outbox, stop } = accountsWithMail(database.db, {
    smtpUrl,
    origin,
    secret: "account-tests-secret-account-tests-secret",
    log,
  });
  cleanups.push(stop);
  return { auth, service: createAuthService(auth, origin), outbox };
}

const browser = (headers: Record<string, string> = {}) =>
  new Request(`${origin}/auth`, { headers: { origin, [clientAddressHeader]: "203.0.113.9", ...headers } });

const linkIn = (text: string) => /https:\/\/shopcity\.test\/api\/auth\/verify-email\?\S+/.exec(text)?.[0];

describe.each(databaseTargets)("account mail on $name", (target) => {
  it.skipIf(target.skip)(
    "the confirmation goes through the outbox, survives a mail server that is down, and its link confirms the address",
    async () => {
      const database = await target.open();
      cleanups.push(() => database.drop());
      // The mail server is down when the visitor signs up: the job waits and retries.
      const smtp = await startSmtpServer();
      const port = smtp.port;
      await smtp.close();
      const { auth, service } = accounts(database, `smtp://127.0.0.1:${port}`);

      const signUp = await service.signUp(browser(), {
        email: "Clerk@Dover.gov",
        password: "correct horse",
        callbackPath: "/auth?verified=1",
      });
      expect(signUp.ok).toBe(true);
      await vi.waitUntil(
        async () => {
          const [job] = await database.db.select().from(emailJobs).where(eq(emailJobs.kind, "verify_email"));
          return job?.lastError != null;
        },
        { timeout: 10_000, interval: 50 },
      );

      const restarted = await startSmtpServer(port);
      // Closed last: it waits for the outbox's pooled connection, which closing the outbox ends.
      cleanups.unshift(restarted.close);
      const [mail] = await restarted.waitFor(1);
      expect(mail!.envelopeTo).toEqual(["clerk@dover.gov"]);
      expect(mail!.subject).toBe("Confirm your ShopCity account");
      const link = linkIn(mail!.text ?? "");
      expect(link).toContain("callbackURL=%2Fauth%3Fverified%3D1");

      // Sent: the link, a secret, no longer sits in the outbox.
      await vi.waitUntil(async () => {
        const [job] = await database.db.select().from(emailJobs).where(eq(emailJobs.kind, "verify_email"));
        return job?.sentAt != null;
      });
      const [job] = await database.db.select().from(emailJobs).where(eq(emailJobs.kind, "verify_email"));
      expect(job!.payload).toBeNull();

      const refused = await service.signIn(browser(), {
        email: "clerk@dover.gov",
        password: "correct horse",
      });
      expect(refused).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED" });

      const confirmed = await auth.handler(new Request(link!));
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("location")).toBe("/auth?verified=1");
      const [row] = await database.db.select().from(user).where(eq(user.email, "clerk@dover.gov"));
      expect(row!.emailVerified).toBe(true);

      const signedIn = await service.signIn(browser(), {
        email: "clerk@dover.gov",
        password: "correct horse",
      });
      expect(signedIn.ok).toBe(true);
      const cookie = signedIn.headers.get("set-cookie") ?? "";
      // An https origin: the session cookie is Secure (and so carries the __Secure- prefix).
      expect(cookie).toMatch(/__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Secure/);

      const pair = cookie.split(";")[0]!;
      const { session } = await service.getSession(browser({ cookie: pair }));
      expect(session?.user).toMatchObject({
        email: "clerk@dover.gov",
        emailVerified: true,
        twoFactorEnabled: false,
        isAdmin: false,
      });
    },
    60_000,
  );
  it.skipIf(target.skip)(
    "one mailbox gets at most 3 confirmations and 3 resets an hour, however its address is spelled and whichever client asks",
    async () => {
      const database = await target.open();
      cleanups.push(() => database.drop());
      const smtp = await startSmtpServer();
      cleanups.push(() => smtp.close());
      const { auth, service } = accounts(database, smtp.url);
      const from = (i: number) => browser({ [clientAddressHeader]: `203.0.113.${i}` });
      // Sign-ups of "the same" person (plus tags, capitals), each a confirmation to one mailbox...
      for (const [i, email] of [
        "clerk@dover.gov",
        "clerk+1@dover.gov",
        "Clerk+2@Dover.gov",
        "CLERK+3@dover.gov",
      ].entries()) {
        expect(
          (await service.signUp(from(i), { email, password: "correct horse", callbackPath: "/" })).ok,
        ).toBe(true);
      }
      // ...and sign-ins refused for the unconfirmed address, each sending a fresh link.
      for (let i = 10; i < 17; i++) {
        await service.signIn(from(i), { email: "clerk@dover.gov", password: "correct horse" });
      }
      // Resets asked from rotated client addresses.
      for (let i = 20; i < 35; i++) {
        const response = await auth.handler(
          new Request(`${origin}/api/auth/request-password-reset`, {
            method: "POST",
            headers: { origin, "content-type": "application/json", [clientAddressHeader]: `198.51.100.${i}` },
            body: JSON.stringify({ email: i % 2 ? "clerk@dover.gov" : "Clerk@Dover.gov" }),
          }),
        );
        // Answered as usual: nobody learns of the cap.
        expect(response.status).toBe(200);
      }
      const jobs = await database.db.select({ kind: emailJobs.kind }).from(emailJobs);
      expect(jobs.filter((job) => job.kind === "verify_email")).toHaveLength(3);
      expect(jobs.filter((job) => job.kind === "reset_password")).toHaveLength(3);
      // Another mailbox has its own share.
      expect(
        (
          await service.signUp(from(40), {
            email: "mayor@dover.gov",
            password: "correct horse",
            callbackPath: "/",
          })
        ).ok,
      ).toBe(true);
      expect(
        await database.db.select().from(emailJobs).where(eq(emailJobs.recipient, "mayor@dover.gov")),
      ).toHaveLength(1);
    },
    120_000,
  );
});

describe("account e-mails", () => {
  it("refuse a link that leads anywhere but the site, so that the job fails visibly", async () => {
    await expect(
      renderAccountEmail({ kind: "verify_email", payload: { url: "https://evil.test/x" }, origin }),
    ).rejects.toThrow(/link to the site/);
    await expect(renderAccountEmail({ kind: "reset_password", payload: {}, origin })).rejects.toThrow();
  });

  it("tell of a changed password, with the way to take the account back", async () => {
    const url = `${origin}/auth/forgot-password`;
    const mail = await renderAccountEmail({ kind: "password_changed", payload: { url }, origin });
    expect(mail.subject).toBe("Your ShopCity password was changed");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("It was not me: reset my password");
    expect(mail.headers["Reply-To"]).toBe(site.email);
  });

  it("carry the link as a button and as text", async () => {
    const url = `${origin}/api/auth/reset-password/abc?callbackURL=%2Fauth%2Freset-password`;
    const mail = await renderAccountEmail({ kind: "reset_password", payload: { url }, origin });
    expect(mail.subject).toBe("Reset your ShopCity password");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replace(/&/g, "&amp;"));
    expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
    expect(mail.headers["Reply-To"]).toBe(site.email);
  });
});
