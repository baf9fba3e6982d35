import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadType } from "../../app/content/leads";
import type { Actor } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { auditLog, emailJobs, formSubmissions, newsletterSubscribers } from "../db/schema";
import { heldReasonTexts } from "../leads/judge";
import { databaseTargets } from "../testing/databases";
import { inboxDatabase, insertLead } from "../testing/inbox";
import { sampleContact, silentLog, storeLead } from "../testing/leads";
import { testOutbox } from "../testing/outbox";
import { startSmtpServer } from "../testing/smtp";
import { deleteExpiredHeldLeads, expireHeldLeads, heldThisWeek, weekStart } from "./held";
import { createInboxService } from "./service";

const admin: Actor = { id: "admin-1", email: "admin@shopcity.test" };
const team = "team@shopcity.test";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function inbox(db: Db, smtpUrl = "smtp://127.0.0.1:9") {
  const { outbox, close } = testOutbox(db, smtpUrl);
  cleanups.push(close);
  return { inbox: createInboxService({ db, outbox, leadsTo: [team] }), outbox };
}

const contact = sampleContact;

/** A lead sent with the honeypot filled: stored held, with no e-mail. */
const holdLead = (db: Db, type: LeadType, fields: Record<string, string>) =>
  storeLead(db, type, { ...fields, _leave_blank: "https://spam.example" });

const jobsOf = (db: Db, id: string) => db.select().from(emailJobs).where(eq(emailJobs.submissionId, id));
const auditOf = (db: Db, id: string) => db.select().from(auditLog).where(eq(auditLog.target, id));

describe("the inbox's week", () => {
  it("starts on Monday at 00:00 UTC", () => {
    const monday = "2026-11-30T00:00:00.000Z";
    expect(weekStart(new Date("2026-12-03T15:00:00Z")).toISOString()).toBe(monday);
    expect(weekStart(new Date(monday)).toISOString()).toBe(monday);
    expect(weekStart(new Date("2026-12-06T23:59:59Z")).toISOString()).toBe(monday);
    expect(weekStart(new Date("2026-11-29T23:59:59Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });
});

describe.each(databaseTargets)("leads held as spam on $name", (target) => {
  const state = inboxDatabase(target);
  const test = it.skipIf(target.skip);

  test("stay out of the inbox's list, counts and export, and make a view of their own", async () => {
    const { db } = state;
    const held = await holdLead(db, "contact", contact);
    const delivered = await storeLead(db, "contact", { ...contact, name: "Grace" });
    const { inbox: service } = inbox(db);

    expect((await service.listLeads({})).leads.map((lead) => lead.id)).toEqual([delivered]);
    expect((await service.countsByType({})).contact).toBe(1);
    expect(await service.heldCount()).toBe(1);

    const heldPage = await service.listLeads({ verdict: "held" });
    expect(heldPage.leads).toMatchObject([
      { id: held, verdict: "held", heldReasons: [heldReasonTexts.honeypot] },
    ]);
    expect((await service.countsByType({ verdict: "held" })).contact).toBe(1);
    expect(await service.lead(held)).toMatchObject({
      verdict: "held",
      heldReasons: [heldReasonTexts.honeypot],
    });

    const csv = async (verdict?: "held") => {
      const text = await new Response(service.exportCsv(verdict ? { verdict } : {})).text();
      return text.split("\r\n").filter(Boolean);
    };
    const [header, ...rows] = await csv();
    expect(header).toContain('"Verdict","Held because"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"${delivered}"`);
    expect(rows[0]).toContain('"delivered",""');
    const [, heldRow, ...none] = await csv("held");
    expect(none).toEqual([]);
    expect(heldRow).toContain(`"held","${heldReasonTexts.honeypot}"`);
  });

  test("Not spam — deliver sends exactly the lead's e-mails, once, however often it is pressed, and is audited", async () => {
    const { db } = state;
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const id = await holdLead(db, "contact", contact);
    expect(await jobsOf(db, id)).toEqual([]);
    const { inbox: service, outbox } = inbox(db, smtp.url);

    const replies = await Promise.all([service.releaseLead(admin, id), service.releaseLead(admin, id)]);
    expect(replies.map((reply) => reply.ok)).toEqual([true, true]);
    expect(replies.map((reply) => reply.message).sort()).toEqual([
      "Delivered: its 2 e-mails are on the way.",
      "This lead is delivered already.",
    ]);
    expect((await service.releaseLead(admin, id)).message).toBe("This lead is delivered already.");

    expect((await jobsOf(db, id)).map((job) => `${job.kind}:${job.recipient}`).sort()).toEqual([
      "ack:ada@dover.gov",
      `team:${team}`,
    ]);
    expect(await outbox.runOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.envelopeTo.join()).sort()).toEqual(["ada@dover.gov", team]);
    const [lead] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(lead).toMatchObject({ verdict: "delivered", emailSent: true });
    expect((await service.listLeads({})).leads.map((row) => row.id)).toEqual([id]);

    const audit = await auditOf(db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "lead.released",
      actor: admin.email,
      detail: { reasons: [heldReasonTexts.honeypot], emails: 2 },
    });
  });

  test("a released newsletter sign-up subscribes its address and welcomes it", async () => {
    const { db } = state;
    const id = await holdLead(db, "newsletter", { email: "Reader@Example.org" });
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    const { inbox: service } = inbox(db);
    expect((await service.releaseLead(admin, id)).ok).toBe(true);
    const [subscriber] = await db.select().from(newsletterSubscribers);
    expect(subscriber).toMatchObject({ email: "reader@example.org", unsubscribedAt: null });
    expect((await jobsOf(db, id)).map((job) => job.kind).sort()).toEqual(["team", "welcome"]);
  });

  test("Delete removes a held lead, is audited, and never deletes a delivered one", async () => {
    const { db } = state;
    const held = await holdLead(db, "demo", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@dover.gov",
      cityName: "Dover",
    });
    const delivered = await storeLead(db, "contact", contact);
    const { inbox: service } = inbox(db);

    expect(await service.deleteHeldLead(admin, delivered)).toEqual({
      ok: false,
      message: "Only a lead held as spam can be deleted.",
    });
    expect(await service.lead(delivered)).not.toBeNull();
    expect(await auditOf(db, delivered)).toEqual([]);

    expect(await service.deleteHeldLead(admin, held)).toEqual({
      ok: true,
      message: "The held lead was deleted.",
    });
    expect(await service.lead(held)).toBeNull();
    expect(await service.deleteHeldLead(admin, held)).toMatchObject({ ok: false });
    expect(await service.releaseLead(admin, "not-a-uuid")).toMatchObject({ ok: false });
    const audit = await auditOf(db, held);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "lead.deleted",
      actor: admin.email,
      detail: { type: "demo", reasons: [heldReasonTexts.honeypot] },
    });
  });

  test("the week's figures: leads held since Monday, whatever became of them, and those delivered by hand", async () => {
    const { db } = state;
    const { inbox: service } = inbox(db);
    const monday = weekStart(new Date());
    const thisWeek = new Date(monday.getTime() + 60_000).toISOString();
    const lastWeek = new Date(monday.getTime() - 60_000).toISOString();
    const heldAt = async (at: string) => {
      const id = await insertLead(db, { at });
      await db
        .update(formSubmissions)
        .set({ verdict: "held", heldReasons: [heldReasonTexts.honeypot] })
        .where(eq(formSubmissions.id, id));
      return id;
    };
    expect(await service.heldThisWeek()).toEqual({
      since: monday.toISOString().slice(0, 10),
      held: 0,
      delivered: 0,
    });

    await heldAt(thisWeek);
    const released = await heldAt(thisWeek);
    const deleted = await heldAt(thisWeek);
    await heldAt(lastWeek);
    const releasedBefore = await heldAt(lastWeek);
    const deletedBefore = await heldAt(lastWeek);
    // Never held: not the filter's business.
    await insertLead(db, { at: thisWeek });
    for (const id of [released, releasedBefore]) expect((await service.releaseLead(admin, id)).ok).toBe(true);
    for (const id of [deleted, deletedBefore])
      expect((await service.deleteHeldLead(admin, id)).ok).toBe(true);

    expect(await service.heldThisWeek()).toEqual({
      since: monday.toISOString().slice(0, 10),
      held: 3,
      delivered: 1,
    });
    // A new week starts from nothing.
    expect(await heldThisWeek(db, new Date(monday.getTime() + 7 * 24 * 3600 * 1000))).toMatchObject({
      held: 0,
      delivered: 0,
    });
  });

  test("held leads past their retention are deleted by the server; delivered ones never are", async () => {
    const { db } = state;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
    const oldHeld = await insertLead(db, { at: daysAgo(31) });
    const recentHeld = await insertLead(db, { at: daysAgo(29) });
    const oldDelivered = await insertLead(db, { at: daysAgo(400) });
    await db
      .update(formSubmissions)
      .set({ verdict: "held", heldReasons: [heldReasonTexts.honeypot] })
      .where(sql`${formSubmissions.id} in (${oldHeld}, ${recentHeld})`);

    // The server's own sweep, as it runs at start.
    const stop = expireHeldLeads({ db, days: 30, log: silentLog });
    cleanups.push(stop);
    await expect.poll(async () => (await db.select().from(formSubmissions)).length).toBe(2);
    const left = (await db.select({ id: formSubmissions.id }).from(formSubmissions)).map((row) => row.id);
    expect(left.sort()).toEqual([recentHeld, oldDelivered].sort());

    expect(await deleteExpiredHeldLeads(db, 1)).toBe(1);
    expect((await db.select({ id: formSubmissions.id }).from(formSubmissions)).map((row) => row.id)).toEqual([
      oldDelivered,
    ]);
  });
});
