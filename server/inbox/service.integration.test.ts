import { adminMessages } from "../../app/content/admin";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Actor, InboxService } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import {
  auditLog,
  emailJobs,
  formSubmissions,
  newsletterSubscribers,
  subscriptions,
  user,
} from "../db/schema";
import { createUser } from "../testing/billing";
import { databaseTargets } from "../testing/databases";
import { allPages, inboxDatabase, insertLead } from "../testing/inbox";
import { storeLead } from "../testing/leads";
import { testOutbox } from "../testing/outbox";
import { startSmtpServer } from "../testing/smtp";
import { decodeCursor, encodeCursor } from "./cursor";
import { listLeads } from "./leads";
import { noteMaxLength } from "../../app/features/admin/schemas";
import { createInboxService } from "./service";

const admin: Actor = { id: "admin-1", email: "admin@shopcity.test" };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The inbox over `db`, its outbox sending to `smtpUrl` (by default a port nobody listens on). */
function inbox(db: Db, smtpUrl = "smtp://127.0.0.1:9"): InboxService {
  const { outbox, close } = testOutbox(db, smtpUrl);
  cleanups.push(close);
  return createInboxService({ db, outbox, leadsTo: ["team@shopcity.test"] });
}

/** A port that was free a moment ago: SMTP is down there until a test starts a server on it. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

const auditRows = (db: Db) => db.select().from(auditLog).orderBy(auditLog.at, auditLog.id);

const demo = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@dover.gov",
  phone: "+1 555 0100",
  cityName: "Dover",
  timeSlot: "morning",
  message: 'We have 120 shops, a "main street" and\nparking trouble.',
};

/** Sentences an admin may be shown for ids that are not what they should be. */
const malformedIds = ["", "nope", "123", `${randomUUID()}x`, "'; drop table users; --", "\0"];

describe.each(databaseTargets)("the inbox service on $name", (target) => {
  const state = inboxDatabase(target);
  const test = it.skipIf(target.skip);

  describe("a lead's page", () => {
    test("shows every field as submitted, labelled, with its e-mail jobs", async () => {
      const { db } = state;
      const id = await storeLead(db, "demo", demo);
      const lead = await inbox(db).lead(id);
      expect(lead).toMatchObject({
        id,
        type: "demo",
        handled: false,
        handledAt: null,
        note: null,
        clientAddress: "127.0.0.1",
        audit: [],
      });
      expect(Date.now() - Date.parse(lead!.createdAt)).toBeLessThan(60_000);
      expect(lead?.fields).toEqual([
        { key: "firstName", label: "First name", value: "Ada", provided: true },
        { key: "lastName", label: "Last name", value: "Lovelace", provided: true },
        { key: "email", label: "Email", value: "ada@dover.gov", provided: true },
        { key: "phone", label: "Phone", value: "+1 555 0100", provided: true },
        { key: "cityName", label: "City", value: "Dover", provided: true },
        { key: "position", label: "Position", value: "Not provided", provided: false },
        { key: "timeSlot", label: "Preferred time", value: "Morning (9 AM-12 PM EST)", provided: true },
        { key: "message", label: "Message", value: demo.message, provided: true },
      ]);
      expect(lead?.jobs.map((job) => [job.kind, job.recipient, job.attempts, job.state])).toEqual([
        ["ack", "ada@dover.gov", 0, "pending"],
        ["team", "team@shopcity.test", 0, "pending"],
      ]);
      for (const job of lead?.jobs ?? []) {
        expect(job).toMatchObject({ lastError: null, sentAt: null });
        expect(Number.isNaN(Date.parse(job.nextAttemptAt))).toBe(false);
      }
    });

    test("an unknown or malformed id is no lead, not an error", async () => {
      const service = inbox(state.db);
      for (const id of [randomUUID(), ...malformedIds]) expect(await service.lead(id)).toBeNull();
    });
  });

  describe("Retry now", () => {
    test("SMTP down: failed, with the reason; SMTP up: sent, and the lead's team mail is marked delivered", async () => {
      const { db } = state;
      const port = await closedPort();
      const service = inbox(db, `smtp://127.0.0.1:${port}`);
      const id = await storeLead(db, "demo", demo);
      const team = (await service.lead(id))!.jobs.find((job) => job.kind === "team")!;

      const failed = await service.retryJob(admin, id, team.id);

      expect(failed.ok).toBe(false);
      expect(failed.message).toMatch(/^Not sent: .+\. It will be retried automatically\.$/);
      const afterFailure = (await service.lead(id))!.jobs.find((job) => job.id === team.id)!;
      expect(afterFailure).toMatchObject({ state: "failed", attempts: 1, sentAt: null });
      expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect((await listLeads(db, {})).leads[0]?.delivery).toBe("failed");
      const [stored] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
      expect(stored?.emailSent).toBe(false);

      const smtp = await startSmtpServer(port);
      // Closed last: it waits for the outbox's pooled connection to end.
      cleanups.unshift(smtp.close);
      const sent = await service.retryJob(admin, id, team.id);

      expect(sent).toEqual({ ok: true, message: "Sent to team@shopcity.test." });
      const [mail] = await smtp.waitFor(1);
      expect(mail?.envelopeTo).toEqual(["team@shopcity.test"]);
      const afterSending = (await service.lead(id))!.jobs.find((job) => job.id === team.id)!;
      expect(afterSending).toMatchObject({ state: "sent", attempts: 2, lastError: null });
      expect(afterSending.sentAt).not.toBeNull();
      const [delivered] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
      expect(delivered?.emailSent).toBe(true);

      expect(await service.retryJob(admin, id, team.id)).toEqual({
        ok: true,
        message: "Already sent to team@shopcity.test.",
      });
      // Each attempt is on the record, with who asked and what came of it; the "already sent" is not.
      expect(
        (await auditRows(db)).map((row) => [row.actor, row.actorId, row.action, row.target, row.detail]),
      ).toEqual([
        [
          admin.email,
          admin.id,
          "email.retry",
          id,
          { job: team.id, channel: "email", kind: "team", outcome: "failed" },
        ],
        [
          admin.email,
          admin.id,
          "email.retry",
          id,
          { job: team.id, channel: "email", kind: "team", outcome: "sent" },
        ],
      ]);
      expect((await service.lead(id))?.audit.map((entry) => entry.action)).toEqual([
        "email.retry",
        "email.retry",
      ]);
    });

    test("an e-mail of another lead, or an unknown or malformed id, gets a sentence", async () => {
      const { db } = state;
      const service = inbox(db);
      const first = await storeLead(db, "demo", demo);
      const second = await storeLead(db, "demo", { ...demo, email: "grace@navy.mil" });
      const [job] = await db.select().from(emailJobs).where(eq(emailJobs.submissionId, first));
      const notPart = { ok: false, message: "This e-mail is not part of this lead." };
      const noLead = { ok: false, message: "This lead does not exist (any more).", gone: true };
      expect(await service.retryJob(admin, second, job!.id)).toEqual(notPart);
      expect(await service.retryJob(admin, first, randomUUID())).toEqual(notPart);
      for (const bad of malformedIds) {
        expect(await service.retryJob(admin, first, bad)).toEqual(notPart);
        expect(await service.retryJob(admin, bad, job!.id)).toEqual(noLead);
      }
      expect(await service.retryJob(admin, randomUUID(), job!.id)).toEqual(noLead);
      expect(await auditRows(db)).toEqual([]);
      const [untouched] = await db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
      expect(untouched?.attempts).toBe(0);
    });
  });

  describe("handled and notes", () => {
    test("Mark handled records when, and who did it; reopening clears it", async () => {
      const { db } = state;
      const service = inbox(db);
      const id = await insertLead(db);
      expect(await service.setHandled(admin, id, true)).toEqual({ ok: true, message: "Marked as handled." });
      const handled = await service.lead(id);
      expect(handled?.handled).toBe(true);
      expect(Date.now() - Date.parse(handled!.handledAt!)).toBeLessThan(60_000);
      expect((await listLeads(db, { state: "handled" })).leads.map((lead) => lead.id)).toEqual([id]);

      expect(await service.setHandled(admin, id, false)).toEqual({
        ok: true,
        message: "Marked as new again.",
      });
      expect(await service.lead(id)).toMatchObject({ handled: false, handledAt: null });
      expect((await auditRows(db)).map((row) => [row.actor, row.action, row.target])).toEqual([
        [admin.email, "lead.handled", id],
        [admin.email, "lead.reopened", id],
      ]);
    });

    test("a note is saved trimmed; the log says it changed, never what it says", async () => {
      const { db } = state;
      const service = inbox(db);
      const id = await insertLead(db);
      expect(await service.saveNote(admin, id, "  Call back on Tuesday <b>\0</b>  ")).toEqual({
        ok: true,
        message: "Note saved.",
      });
      expect((await service.lead(id))?.note).toBe("Call back on Tuesday <b></b>");
      expect(await service.saveNote(admin, id, "x".repeat(noteMaxLength))).toMatchObject({ ok: true });
      expect(await service.saveNote(admin, id, "   ")).toEqual({ ok: true, message: "Note cleared." });
      expect((await service.lead(id))?.note).toBeNull();
      const rows = await auditRows(db);
      expect(rows.map((row) => [row.action, row.detail])).toEqual([
        ["lead.note", { length: 28 }],
        ["lead.note", { length: noteMaxLength }],
        ["lead.note_cleared", { length: 0 }],
      ]);
      expect(JSON.stringify(rows)).not.toContain("Tuesday");
    });

    test("a note that is too long is refused, and nothing changes", async () => {
      const { db } = state;
      const service = inbox(db);
      const id = await insertLead(db, { note: "Keep me" });
      expect(await service.saveNote(admin, id, "x".repeat(noteMaxLength + 1))).toEqual({
        ok: false,
        message: "The note is too long: at most 5000 characters.",
      });
      expect((await service.lead(id))?.note).toBe("Keep me");
      expect(await auditRows(db)).toEqual([]);
    });

    test("a note saved by another admin meanwhile is not written over; the one seen is", async () => {
      const { db } = state;
      const service = inbox(db);
      const id = await insertLead(db, { note: "Called Tuesday\nWants a demo" });
      // Both opened the lead on the same note; the first saves.
      const opened = "Called Tuesday\r\nWants a demo";
      expect(await service.saveNote(admin, id, "Sent the deck", opened)).toEqual({
        ok: true,
        message: "Note saved.",
      });
      expect(await service.saveNote(admin, id, "Demo booked", opened)).toEqual({
        ok: false,
        message: adminMessages.noteChanged,
      });
      expect((await service.lead(id))?.note).toBe("Sent the deck");
      // Having seen it: saved.
      expect(await service.saveNote(admin, id, "Sent the deck; demo booked", "Sent the deck")).toMatchObject({
        ok: true,
      });
      expect((await service.lead(id))?.note).toBe("Sent the deck; demo booked");
      expect((await auditRows(db)).map((row) => row.action)).toEqual(["lead.note", "lead.note"]);
    });

    test("an unknown or malformed lead id gets a sentence, and nothing is logged", async () => {
      const { db } = state;
      const service = inbox(db);
      const noLead = { ok: false, message: "This lead does not exist (any more).", gone: true };
      for (const id of [randomUUID(), ...malformedIds]) {
        expect(await service.setHandled(admin, id, true)).toEqual(noLead);
        expect(await service.saveNote(admin, id, "Hello")).toEqual(noLead);
      }
      expect(await auditRows(db)).toEqual([]);
    });
  });

  describe("users", () => {
    /** `count` accounts, five at each moment, a day apart: pages must split groups of equals. */
    async function accounts(db: Db, count: number) {
      const made = [];
      for (let i = 0; i < count; i++) {
        const account = await createUser(db, `city-${String(i).padStart(3, "0")}@example.test`);
        const day = String(1 + Math.floor(i / 5)).padStart(2, "0");
        await db
          .update(user)
          .set({ createdAt: sql`${`2026-01-${day}T08:00:00Z`}::timestamptz` })
          .where(eq(user.id, account.id));
        made.push(account);
      }
      return made;
    }

    test("pages of 50, newest first, every account exactly once", async () => {
      const { db } = state;
      const service = inbox(db);
      const made = await accounts(db, 120);
      const { rows, pages } = await allPages((cursor) => service.users(undefined, cursor));
      expect(pages).toBe(3);
      expect(rows.map((row) => row.email).toSorted()).toEqual(
        made.map((account) => account.email).toSorted(),
      );
      const times = rows.map((row) => row.createdAt);
      expect(times).toEqual(times.toSorted().toReversed());
      expect(await service.users(undefined, "not a cursor")).toEqual(await service.users());
      expect(
        await service.users(undefined, encodeCursor({ at: "2026-02-30T00:00:00.000000Z", id: "x" })),
      ).toEqual(await service.users());
    });

    test("shows verification, two-factor, admin and subscription; finds part of an address literally", async () => {
      const { db } = state;
      const service = inbox(db);
      const plain = await createUser(db, "a%b@city.gov");
      const other = await createUser(db, "axb@city.gov");
      await db
        .update(user)
        .set({ twoFactorEnabled: true, role: "admin", emailVerified: false })
        .where(eq(user.id, other.id));
      await db
        .insert(subscriptions)
        .values({ userId: plain.id, source: "invoice", tier: "Local AI Hero", status: "active" });
      const { rows } = await service.users("A%B");
      expect(rows).toEqual([
        {
          id: plain.id,
          email: "a%b@city.gov",
          createdAt: expect.any(String),
          emailVerified: true,
          twoFactorEnabled: false,
          isAdmin: false,
          subscription: {
            source: "invoice",
            tier: "Local AI Hero",
            status: "active",
            currentPeriodEnd: null,
            entitled: true,
          },
        },
      ]);
      const [found] = (await service.users("axb")).rows;
      expect(found).toMatchObject({
        isAdmin: true,
        twoFactorEnabled: true,
        emailVerified: false,
        subscription: null,
      });
      expect((await service.users("city.gov\0")).rows).toHaveLength(2);
      expect((await service.users("_")).rows).toEqual([]);
    });

    test("grant and revoke an invoice subscription, each on the record; refusals are sentences", async () => {
      const { db } = state;
      const service = inbox(db);
      await createUser(db, "buyer@city.gov");
      const grant = { email: " Buyer@City.gov ", tier: "Local AI Hero", until: "2030-12-31" };
      expect(await service.grantSubscription(admin, grant)).toEqual({
        ok: true,
        message: "Granted Local AI Hero to buyer@city.gov until 2030-12-31 (invoice).",
      });
      expect((await service.users("buyer")).rows[0]?.subscription).toMatchObject({
        source: "invoice",
        tier: "Local AI Hero",
        currentPeriodEnd: "2030-12-31T23:59:59.999Z",
        entitled: true,
      });
      expect(await service.revokeSubscription(admin, "buyer@city.gov")).toEqual({
        ok: true,
        message: "Revoked Local AI Hero from buyer@city.gov (invoice).",
      });
      expect((await service.users("buyer")).rows[0]?.subscription).toBeNull();
      expect((await auditRows(db)).map((row) => [row.actor, row.action, row.target, row.detail])).toEqual([
        [admin.email, "subscription.grant", "buyer@city.gov", { tier: "Local AI Hero", until: "2030-12-31" }],
        [admin.email, "subscription.revoke", "buyer@city.gov", { tier: "Local AI Hero" }],
      ]);

      const refusals = [
        { ...grant, email: "nobody@city.gov" },
        { ...grant, until: "2020-01-01" },
        { ...grant, until: "31/12/2030" },
        { ...grant, tier: "" },
        { ...grant, tier: "Hero\0" },
        { ...grant, email: "buyer@city.gov\0" },
      ];
      for (const input of refusals) {
        const outcome = await service.grantSubscription(admin, input);
        expect(outcome.ok, JSON.stringify(input)).toBe(false);
        expect(outcome.message).toMatch(/^[A-Z"].+\.$/);
      }
      expect(await service.revokeSubscription(admin, "nobody@city.gov")).toEqual({
        ok: false,
        message: "No account uses the e-mail address nobody@city.gov.",
      });
      expect(await service.revokeSubscription(admin, "\0")).toMatchObject({ ok: false });
      expect(await auditRows(db)).toHaveLength(2);
      expect(await db.select().from(subscriptions)).toEqual([]);
    });
  });

  describe("newsletter subscribers", () => {
    test("pages of 50 cover every subscriber once, with the counts of active and unsubscribed", async () => {
      const { db } = state;
      const service = inbox(db);
      const emails: string[] = [];
      for (let i = 0; i < 120; i++) {
        // An address may hold a "|", which the cursor uses to separate its parts.
        const email = i === 49 ? "o|brien@city.gov" : `reader-${String(i).padStart(3, "0")}@city.gov`;
        emails.push(email);
        await db.insert(newsletterSubscribers).values({
          email,
          unsubscribeToken: randomUUID(),
          subscribedAt: sql`${`2026-03-${String(1 + Math.floor(i / 4)).padStart(2, "0")}T09:00:00Z`}::timestamptz`,
          unsubscribedAt: i % 4 === 0 ? sql`now()` : null,
        });
      }
      const { rows, pages } = await allPages(async (cursor) => {
        const page = await service.subscribers(cursor);
        expect([page.active, page.unsubscribed]).toEqual([90, 30]);
        return page;
      });
      expect(pages).toBe(3);
      expect(rows.map((row) => row.email).toSorted()).toEqual(emails.toSorted());
      expect(rows.filter((row) => row.unsubscribedAt !== null)).toHaveLength(30);
      expect(
        decodeCursor(encodeCursor({ at: "2026-03-01T09:00:00.000000Z", id: "o|brien@city.gov" }), "text"),
      ).toEqual({
        at: "2026-03-01T09:00:00.000000Z",
        id: "o|brien@city.gov",
      });
      expect(await service.subscribers("%%%")).toEqual(await service.subscribers());
    });

    test("an admin unsubscribes an address that asked another way; logged once", async () => {
      const { db } = state;
      const service = inbox(db);
      await db
        .insert(newsletterSubscribers)
        .values({ email: "reader@city.gov", unsubscribeToken: randomUUID() });
      expect(await service.unsubscribe(admin, "  Reader@City.gov ")).toEqual({
        ok: true,
        message: "reader@city.gov is unsubscribed.",
      });
      expect(await service.unsubscribe(admin, "reader@city.gov")).toEqual({
        ok: true,
        message: "reader@city.gov was unsubscribed already.",
      });
      expect(await service.unsubscribe(admin, "nobody@city.gov")).toEqual({
        ok: false,
        message: "nobody@city.gov is not on the newsletter list: check the address.",
      });
      const [row] = await db.select().from(newsletterSubscribers);
      expect(row?.unsubscribedAt).toBeInstanceOf(Date);
      expect((await auditRows(db)).map((entry) => [entry.action, entry.target])).toEqual([
        ["subscriber.unsubscribe", "reader@city.gov"],
      ]);
    });
  });

  describe("the audit log", () => {
    test("pages newest first over every entry once, even at equal moments", async () => {
      const { db } = state;
      const service = inbox(db);
      for (let i = 0; i < 75; i++) {
        await db.insert(auditLog).values({
          actor: admin.email,
          actorId: admin.id,
          action: "lead.handled",
          target: randomUUID(),
          at: sql`${`2026-04-0${1 + (i % 3)}T12:00:00Z`}::timestamptz`,
        });
      }
      const { rows, pages } = await allPages((cursor) => service.audit(cursor));
      expect(pages).toBe(2);
      expect(new Set(rows.map((row) => row.id)).size).toBe(75);
      const times = rows.map((row) => row.at);
      expect(times).toEqual(times.toSorted().toReversed());
      expect(await service.audit("garbage")).toEqual(await service.audit());
    });

    test("names the lead an entry is about while it exists; an address or a deleted lead is none", async () => {
      const { db } = state;
      const service = inbox(db);
      const id = await storeLead(db, "demo", demo);
      await service.setHandled(admin, id, true);
      const gone = randomUUID();
      await db.insert(auditLog).values({ actor: "command line", action: "lead.handled", target: gone });
      await db
        .insert(auditLog)
        .values({ actor: "command line", action: "role.promote", target: admin.email });
      const { rows } = await service.audit();
      // Entries written within one clock tick may come in either order: the order is not the point.
      expect(rows.map((row) => [row.target, row.lead])).toHaveLength(3);
      expect(rows.map((row) => [row.target, row.lead])).toEqual(
        expect.arrayContaining([
          [admin.email, null],
          [gone, null],
          [id, { id, type: "demo", name: `${demo.firstName} ${demo.lastName}`, email: demo.email }],
        ]),
      );
      expect((await service.lead(id))?.audit.map((entry) => entry.lead?.id)).toEqual([id]);
    });
  });
});
