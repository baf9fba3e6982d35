import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../auth/auth";
import { clientAddressHeader } from "../auth/client-address";
import { createAuthService } from "../auth/service";
import { createBillingService } from "../billing/service";
import { grantInvoiceSubscription } from "../billing/subscriptions";
import { auditLog, invitation } from "../db/schema";
import { createLaunchService } from "../launch/service";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { silentLog as log } from "../testing/leads";
import { accountsWithMail } from "../testing/mailed-accounts";
import { startSmtpServer } from "../testing/smtp";
import { createTeamService } from "./service";

const origin = "https://shopcity.test";
const brand = {
  displayName: "Springfield",
  state: "IL",
  domain: "ShopSpringfield.com",
  brandColor: "#1d4ed8",
};

/**
 * A city's account on Better Auth's organization plugin, as the server wires it: the plugin
 * called on the server with each person's own session cookie, the invitation mailed through the
 * outbox to a real SMTP server, every change in the audit log.
 */
describe.each(databaseTargets)("city accounts on $name", (target) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stop: () => Promise<void>;
  let bed: {
    auth: ReturnType<typeof createAuth>;
    accounts: ReturnType<typeof createAuthService>;
    team: ReturnType<typeof createTeamService>;
    billing: ReturnType<typeof createBillingService>;
    launches: ReturnType<typeof createLaunchService>;
  };

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    smtp = await startSmtpServer();
    const {
      auth,
      outbox,
      stop: stopMail,
    } = accountsWithMail(database.db, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      origin,
      secret: "team-tests-secret-team-tests-secret-team",
      log,
    });
    stop = async () => {
      await stopMail();
      await smtp.close();
    };
    bed = {
      auth,
      accounts: createAuthService(auth, origin),
      team: createTeamService({ db: database.db, auth }),
      billing: createBillingService({
        db: database.db,
        origin,
        billingEmail: "billing@shopcity.test",
        rateLimit: { perAccount: 10, perAddress: 30, windowSeconds: 600 },
      }),
      launches: createLaunchService({
        db: database.db,
        enqueueMail: (mail, tx) => outbox.enqueueAccountMail(mail, tx),
      }),
    };
  });
  afterAll(async () => {
    if (target.skip) return;
    await stop();
    await database.drop();
  });

  const browser = (cookie?: string) =>
    new Request(`${origin}/dashboard/team`, {
      headers: { origin, [clientAddressHeader]: "203.0.113.20", ...(cookie ? { cookie } : {}) },
    });

  /** A confirmed, signed-in account: its person and a request carrying its session. */
  async function person(label: string) {
    const email = `${label}-${target.name}-${Date.now()}@city.test`;
    const password = "colleague password 1";
    expect((await bed.accounts.signUp(browser(), { email, password, callbackPath: "/auth" })).ok).toBe(true);
    const confirmation = await mailTo(email, /Confirm/);
    const link = /https:\/\/shopcity\.test\/api\/auth\/verify-email\?\S+/.exec(confirmation.text ?? "")![0];
    await bed.auth.handler(new Request(link));
    const signedIn = await bed.accounts.signIn(browser(), { email, password });
    expect(signedIn.ok).toBe(true);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const session = await bed.accounts.getSession(browser(cookie));
    return { id: session.session!.user.id, email, request: () => browser(cookie) };
  }

  const mailTo = async (email: string, subject: RegExp) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const found = smtp.received.find(
        (mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ""),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail "${subject}" to ${email}`);
  };

  const audited = async (action: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).map((row) => ({
      actor: row.actor,
      target: row.target,
    }));

  it.skipIf(target.skip)(
    "an owner invites by e-mail, the colleague accepts and works the owner's launch; only the owner bills",
    async () => {
      const owner = await person("owner");
      await grantInvoiceSubscription(database.db, {
        email: owner.email,
        tier: "Local AI Hero",
        until: "2099-12-31",
      });
      await bed.launches.saveBrand(owner.id, brand);
      const colleague = await person("colleague");

      // Made on first use, named after the city's brand.
      const first = await bed.team.team(owner.request(), owner);
      expect(first.name).toBe("Springfield");
      expect(first.members).toEqual([expect.objectContaining({ email: owner.email, role: "owner" })]);

      // Bad input changes nothing and says why; the plugin's refusals come back as messages.
      expect(await bed.team.invite(owner.request(), owner, owner.email)).toMatchObject({
        ok: false,
        field: "email",
      });
      expect(
        await bed.team.invite(owner.request(), owner, colleague.email.toUpperCase().toLowerCase()),
      ).toMatchObject({
        ok: true,
      });
      expect(await bed.team.invite(owner.request(), owner, colleague.email)).toEqual({
        ok: false,
        field: "email",
        message: `${colleague.email} already has an invitation waiting. Cancel it below to send a new one.`,
      });
      const listed = await bed.team.team(owner.request(), owner);
      expect(listed.invitations).toEqual([expect.objectContaining({ email: colleague.email })]);

      // The mail reached the SMTP server with its link to the accept page.
      const mail = await mailTo(colleague.email, /Join Springfield/);
      const link = /https:\/\/shopcity\.test\/dashboard\/join\?invitation=(\S+)/.exec(mail.text ?? "");
      expect(link?.[1]).toBe(listed.invitations[0]!.id);
      const invitationId = decodeURIComponent(link![1]!);

      // A colleague cannot invite or bill, the owner's changes refuse a member.
      expect(await bed.team.invitation(invitationId)).toEqual({
        state: "pending",
        email: colleague.email,
        city: "Springfield",
        inviter: owner.email,
      });
      const stranger = await person("stranger");
      expect(await bed.team.accept(stranger.request(), stranger, invitationId)).toMatchObject({ ok: false });
      expect(await bed.team.accept(colleague.request(), colleague, invitationId)).toMatchObject({ ok: true });
      expect(await bed.team.invitation(invitationId)).toEqual({ state: "accepted" });

      expect(await bed.team.cityOf(colleague.id)).toEqual({
        role: "member",
        ownerId: owner.id,
        ownerEmail: owner.email,
      });
      expect(await bed.billing.status(colleague.id)).toMatchObject({
        subscribed: true,
        managed_by: owner.email,
      });
      expect(await bed.billing.portal(colleague, {})).toEqual({ kind: "owner-only", owner: owner.email });
      expect(await bed.billing.portal(owner, {})).toEqual({
        kind: "contact",
        email: "billing@shopcity.test",
      });
      expect(await bed.team.invite(colleague.request(), colleague, "someone@city.test")).toEqual({
        ok: false,
        message: "Only the account's owner invites and removes colleagues.",
      });

      const members = (await bed.team.team(owner.request(), owner)).members;
      expect(members.map((found) => found.email)).toEqual([owner.email, colleague.email]);
      // The owner stays; a colleague goes.
      const ownerRow = members.find((found) => found.role === "owner")!;
      expect(await bed.team.remove(owner.request(), owner, ownerRow.id)).toMatchObject({ ok: false });
      const colleagueRow = members.find((found) => found.role === "member")!;
      expect(await bed.team.remove(owner.request(), owner, colleagueRow.id)).toMatchObject({ ok: true });
      expect((await bed.team.cityOf(colleague.id)).role).toBe("owner");
      expect((await bed.billing.status(colleague.id)).subscribed).toBe(false);

      expect(await audited("team.invited")).toEqual([{ actor: owner.email, target: colleague.email }]);
      expect(await audited("team.joined")).toEqual([{ actor: colleague.email, target: colleague.email }]);
      expect(await audited("team.member_removed")).toEqual([{ actor: owner.email, target: colleague.email }]);
    },
  );

  it.skipIf(target.skip)(
    "a cancelled, expired or unknown invitation is a sentence, and accepts nobody",
    async () => {
      const owner = await person("owner2");
      await grantInvoiceSubscription(database.db, {
        email: owner.email,
        tier: "Local AI Hero",
        until: "2099-12-31",
      });
      const colleague = await person("colleague2");
      expect(await bed.team.invite(owner.request(), owner, colleague.email)).toMatchObject({ ok: true });
      const [pending] = (await bed.team.team(owner.request(), owner)).invitations;
      expect(await bed.team.cancel(owner.request(), owner, pending!.id)).toMatchObject({ ok: true });
      expect(await bed.team.cancel(owner.request(), owner, pending!.id)).toMatchObject({ ok: false });
      expect(await bed.team.invitation(pending!.id)).toEqual({ state: "canceled" });
      expect(await bed.team.accept(colleague.request(), colleague, pending!.id)).toEqual({
        ok: false,
        message: "This invitation was cancelled",
      });
      expect(await audited("team.invitation_canceled")).toContainEqual({
        actor: owner.email,
        target: colleague.email,
      });

      expect(await bed.team.invite(owner.request(), owner, colleague.email)).toMatchObject({ ok: true });
      const [again] = (await bed.team.team(owner.request(), owner)).invitations;
      await database.db
        .update(invitation)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitation.id, again!.id));
      expect(await bed.team.invitation(again!.id)).toEqual({ state: "expired" });
      expect(await bed.team.accept(colleague.request(), colleague, again!.id)).toMatchObject({ ok: false });
      expect(await bed.team.invitation("no-such-invitation")).toEqual({ state: "unknown" });
      expect((await bed.team.cityOf(colleague.id)).role).toBe("owner");

      // A subscriber is their own city account: they cannot join another.
      expect(await bed.team.invite(owner.request(), owner, "third@city.test")).toMatchObject({ ok: true });
      const other = await person("subscriber");
      await grantInvoiceSubscription(database.db, {
        email: other.email,
        tier: "Local AI Hero",
        until: "2099-12-31",
      });
      expect(await bed.team.invite(owner.request(), owner, other.email)).toMatchObject({ ok: true });
      const forOther = (await bed.team.team(owner.request(), owner)).invitations.find(
        (found) => found.email === other.email,
      );
      expect(await bed.team.accept(other.request(), other, forOther!.id)).toMatchObject({
        ok: false,
        message: expect.stringContaining("subscription of its own"),
      });
    },
  );
});
