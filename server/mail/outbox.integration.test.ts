import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadType } from "../../app/content/leads";
import { openDatabase, type Database } from "../db/client";
import { emailJobs, formSubmissions, newsletterSubscribers, rateLimits } from "../db/schema";
import {
  createPostgresDatabase,
  databaseTargets,
  postgresAvailable,
  type TestDatabase,
} from "../testing/databases";
import { formPost, silentLog as log, testLeadService, testTokens } from "../testing/leads";
import { testOutbox } from "../testing/outbox";
import { startSmtpServer } from "../testing/smtp";
import { createOutbox, retryDelayMs } from "./outbox";
import { createMailTransport } from "./transport";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function worker(
  db: Database["db"],
  smtpUrl: string,
  extra: Partial<Parameters<typeof createOutbox>[0]> = {},
) {
  const { outbox, close } = testOutbox(db, smtpUrl, extra);
  cleanups.push(close);
  return outbox;
}

async function submitLead(
  db: Database["db"],
  fields: Record<string, string>,
  type: LeadType = "demo",
  leadsTo?: string[],
) {
  const { reply } = await testLeadService(db, leadsTo && { leadsTo }).submit(
    type,
    formPost({ ...fields, _formToken: testTokens.issue() }),
    {
      clientAddress: "127.0.0.1",
    },
  );
  expect(reply.status).toBe("success");
}

/** An SMTP server that is listening (and closed after the test). */
async function smtpServer(port?: number) {
  const smtp = await startSmtpServer(port);
  cleanups.push(smtp.close);
  return smtp;
}

const demo = { firstName: "Ada", lastName: "Lovelace", email: "ada@dover.gov", cityName: "Dover" };

/** Polls a condition of the database until it holds. */
const until = (check: () => Promise<boolean>) => vi.waitUntil(check, { timeout: 10_000, interval: 50 });

describe("retry delay", () => {
  it("doubles from the base up to the cap, with at most 20% jitter", () => {
    expect(retryDelayMs(1, 1_000, 60_000, () => 0.5)).toBe(1_000);
    expect(retryDelayMs(4, 1_000, 60_000, () => 0.5)).toBe(8_000);
    expect(retryDelayMs(30, 1_000, 60_000, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(1, 1_000, 60_000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1_000, 60_000, () => 1)).toBe(1_200);
  });
});

describe.each(databaseTargets)("outbox on $name", (target) => {
  // One database for the group, emptied before each test: opening one is what takes time here.
  let database: TestDatabase;
  beforeAll(async () => {
    if (!target.skip) database = await target.open();
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });
  beforeEach(async () => {
    if (target.skip) return;
    await database.db.execute(
      sql`truncate ${emailJobs}, ${formSubmissions}, ${newsletterSubscribers}, ${rateLimits} cascade`,
    );
  });

  /** The group's database holding one lead, and a listening SMTP server. */
  async function leadAndSmtp(
    fields: Record<string, string> = demo,
    type: LeadType = "demo",
    leadsTo?: string[],
  ) {
    await submitLead(database.db, fields, type, leadsTo);
    return { db: database.db, smtp: await smtpServer() };
  }

  it.skipIf(target.skip)(
    "delivers the team notification and the acknowledgement, then sets email_sent",
    async () => {
      const { db, smtp } = await leadAndSmtp();
      worker(db, smtp.url).start();
      const mails = await smtp.waitFor(2);
      expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["ada@dover.gov", "team@shopcity.test"]);
      await until(async () => (await db.select().from(formSubmissions))[0]?.emailSent === true);
      const jobs = await db.select().from(emailJobs);
      expect(jobs.every((job) => job.sentAt instanceof Date && job.attempts === 1)).toBe(true);
    },
  );

  it.skipIf(target.skip)("tells the team in its mail where the visit came from", async () => {
    const { db, smtp } = await leadAndSmtp({
      ...demo,
      _utm_source: "LinkedIn",
      _utm_medium: "social",
      _utm_campaign: "spring",
      _referrer_host: "www.linkedin.com",
    });
    worker(db, smtp.url).start();
    const mails = await smtp.waitFor(2);
    const team = mails.find((mail) => mail.envelopeTo[0] === "team@shopcity.test");
    expect(team?.text).toContain(
      "Source: LinkedIn\nMedium: social\nCampaign: spring\nReferring site: www.linkedin.com\n",
    );
    // The visitor's own mail says nothing of it.
    const ack = mails.find((mail) => mail.envelopeTo[0] === "ada@dover.gov");
    expect(ack?.text).not.toContain("LinkedIn");
  });

  it.skipIf(target.skip)("sets email_sent only once every team inbox has its notification", async () => {
    const { db, smtp } = await leadAndSmtp(demo, "demo", ["team@shopcity.test", "sales@shopcity.test"]);
    const smtpTransport = createMailTransport({ smtpUrl: smtp.url, dataDir: "/nonexistent", log });
    cleanups.push(() => smtpTransport.close());
    let salesDown = true;
    const outbox = worker(db, smtp.url, {
      transport: {
        send: (mail) =>
          salesDown && mail.to === "sales@shopcity.test"
            ? Promise.reject(new Error("mailbox unavailable"))
            : smtpTransport.send(mail),
        check: () => smtpTransport.check(),
        close() {},
      },
    });
    expect(await outbox.runOnce()).toBe(3);
    expect(smtp.received).toHaveLength(2);
    expect((await db.select().from(formSubmissions))[0]?.emailSent).toBe(false);

    salesDown = false;
    await db.update(emailJobs).set({ nextAttemptAt: sql`now()` });
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toContain("sales@shopcity.test");
    expect((await db.select().from(formSubmissions))[0]?.emailSent).toBe(true);
  });

  it.skipIf(target.skip)(
    "keeps a lead that arrives while SMTP is down and delivers it once SMTP is back",
    async () => {
      const probe = await startSmtpServer();
      const port = probe.port;
      await probe.close();
      const { db } = database;
      await submitLead(db, demo);
      worker(db, `smtp://127.0.0.1:${port}`).start();
      await until(async () =>
        (await db.select().from(emailJobs)).every((job) => job.attempts >= 1 && job.lastError !== null),
      );
      const [lead] = await db.select().from(formSubmissions);
      expect(lead?.emailSent).toBe(false);

      const smtp = await smtpServer(port);
      await smtp.waitFor(2);
      await until(async () => (await db.select().from(emailJobs)).every((job) => job.sentAt !== null));
      expect((await db.select().from(formSubmissions))[0]?.emailSent).toBe(true);
      expect((await db.select().from(emailJobs)).every((job) => job.attempts >= 2)).toBe(true);
    },
  );

  it.skipIf(target.skip)(
    "fails an address the SMTP server refuses for good at once, and sends the lead's other mail",
    async () => {
      await submitLead(database.db, { ...demo, email: "gone@dover.gov" });
      const smtp = await startSmtpServer(0, { refuse: (address) => address === "gone@dover.gov" });
      cleanups.push(smtp.close);
      const outbox = worker(database.db, smtp.url);
      expect(await outbox.runOnce()).toBe(2);
      const jobs = await database.db.select().from(emailJobs);
      const refused = jobs.find((job) => job.recipient === "gone@dover.gov");
      expect(refused).toMatchObject({ attempts: 1, sentAt: null });
      expect(refused?.failedAt).toBeInstanceOf(Date);
      expect(refused?.lastError).toContain("550 No such user here");
      expect(jobs.find((job) => job.recipient === "team@shopcity.test")?.sentAt).toBeInstanceOf(Date);
      // Not due again: the inbox shows it refused, for the team to judge.
      await database.db.update(emailJobs).set({ nextAttemptAt: sql`now()` });
      expect(await outbox.runOnce()).toBe(0);
    },
  );

  it.skipIf(target.skip)(
    "tells the team when the visitor was not mailed, their address having had its 3 of the day",
    async () => {
      const { db } = database;
      for (const when of ["Monday", "Tuesday", "Wednesday", "Thursday"]) {
        await submitLead(db, { ...demo, message: `Any ${when} works` });
      }
      const smtp = await smtpServer();
      worker(db, smtp.url).start();
      const mails = await smtp.waitFor(7);
      const team = mails.filter((mail) => mail.envelopeTo[0] === "team@shopcity.test");
      const told = team.filter((mail) => String(mail.text).includes("We did not e-mail this visitor"));
      expect(team).toHaveLength(4);
      expect(told.map((mail) => String(mail.text).match(/Any \w+ works/)?.[0])).toEqual([
        "Any Thursday works",
      ]);
    },
  );

  it.skipIf(target.skip)("escapes markup a visitor typed into any field", async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { db, smtp } = await leadAndSmtp(
      {
        name: hostile,
        email: "ada@dover.gov",
        municipality: hostile,
        phone: "<b>1</b>",
        subject: "other",
        message: hostile,
      },
      "contact",
    );
    worker(db, smtp.url).start();
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      const html = String(mail.html);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img src=x");
    }
    // The team's mail shows what was typed, as text; the visitor's repeats none of it.
    const team = mails.find((mail) => mail.envelopeTo[0] === "team@shopcity.test");
    expect(String(team?.html)).toContain("&lt;script&gt;");
  });
});

describe("outbox across restarts and processes", () => {
  it("delivers after the server stopped between the submit and the delivery (PGlite folder)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-restart-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const first = await openDatabase({ pgliteDir: path.join(dir, "db") });
    await submitLead(first.db, demo);
    await first.close();

    const smtp = await smtpServer();
    const second = await openDatabase({ pgliteDir: path.join(dir, "db") });
    cleanups.push(() => second.close());
    worker(second.db, smtp.url).start();
    expect((await smtp.waitFor(2)).length).toBe(2);
  });

  it("retries a job whose worker died holding it, once its lease runs out", async () => {
    const database = await databaseTargets[0]!.open();
    cleanups.push(() => database.drop());
    await submitLead(database.db, demo);
    // Listening before the lease's clock starts, so its start-up counts for nothing.
    const smtp = await smtpServer();
    const leased = Date.now();
    // A worker claimed the jobs and died before sending: the lease still holds them for a second.
    await database.db.execute(
      sql`update email_jobs set locked_until = now() + interval '1 second', attempts = 1`,
    );
    worker(database.db, smtp.url).start();
    expect((await smtp.waitFor(2, 8_000)).length).toBe(2);
    expect(Date.now() - leased).toBeGreaterThan(500);
    expect((await database.db.select().from(emailJobs)).every((job) => job.attempts === 2)).toBe(true);
  });

  it.skipIf(!postgresAvailable)("sends each mail once when two workers share one PostgreSQL", async () => {
    const created = await createPostgresDatabase();
    cleanups.push(() => created.drop());
    const a = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
    const b = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    for (let i = 0; i < 40; i++) await submitLead(a.db, { ...demo, email: `visitor${i}@city.gov` });
    const smtp = await smtpServer();
    const workers = [worker(a.db, smtp.url, { batchSize: 5 }), worker(b.db, smtp.url, { batchSize: 5 })];
    for (const outbox of workers) outbox.start();
    await smtp.waitFor(80, 20_000);
    await until(
      async () =>
        (await a.db.select().from(formSubmissions).where(eq(formSubmissions.emailSent, false))).length === 0,
    );
    // Stopped, neither has a send under way: a double send would be in by now.
    await Promise.all(workers.map((outbox) => outbox.stop()));
    expect(smtp.received).toHaveLength(80);
    const recipients = smtp.received
      .filter((mail) => mail.envelopeTo[0] !== "team@shopcity.test")
      .map((mail) => mail.envelopeTo[0]);
    expect(new Set(recipients).size).toBe(40);
  });
});
