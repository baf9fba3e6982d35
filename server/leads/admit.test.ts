import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { emailJobs, formSubmissions, newsletterSubscribers } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { createAdmissions, type Admission } from "./admit";

const windowStart = new Date("2026-11-23T10:00:00Z");

function demo(clientAddress: string, overrides: Partial<Admission> = {}): Admission {
  // An address of its own: one address gets at most 3 acknowledgements a day (migration 0004).
  const email = `ada-${randomUUID()}@dover.gov`;
  return {
    type: "demo",
    data: { firstName: "Ada", lastName: "Lovelace", email, cityName: "Dover" },
    idempotencyKey: randomUUID(),
    clientAddress,
    windowStart,
    limit: 1_000,
    overLimit: { dayStart: windowStart, perDay: 30, reason: "Many from one address." },
    heldCap: 50,
    leadsTo: ["team@shopcity.test"],
    ...overrides,
  };
}

/** The database, counting the statements that reach it; `failBatches` makes every batch of more than one lead fail. */
function counting(db: Db, { failBatches = false } = {}) {
  const counter = { statements: 0 };
  const execute = db.execute.bind(db);
  const wrapped = Object.create(db) as Db;
  wrapped.execute = ((query: Parameters<Db["execute"]>[0]) => {
    counter.statements += 1;
    const text = JSON.stringify(query);
    if (failBatches && (text.match(/idempotencyKey/g) ?? []).length > 1) {
      return Promise.reject(new Error("deadlock detected (simulated)"));
    }
    return execute(query);
  }) as Db["execute"];
  return { db: wrapped, counter };
}

describe.each(databaseTargets)("lead admission on $name", (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (!target.skip) database = await target.open();
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  const storedFrom = async (address: string) =>
    (await database.db.select().from(formSubmissions).where(eq(formSubmissions.clientAddress, address)))
      .length;

  it.skipIf(target.skip)(
    "stores leads that arrive together in fewer statements, each with its jobs",
    async () => {
      const { db, counter } = counting(database.db);
      const admissions = createAdmissions(db, { concurrency: 1 });
      const results = await Promise.all(Array.from({ length: 40 }, () => admissions.admit(demo("10.9.0.1"))));
      expect(results).toEqual(Array(40).fill("stored"));
      expect(await storedFrom("10.9.0.1")).toBe(40);
      // The first goes alone at once; the other 39 wait for it and go together.
      expect(counter.statements).toBe(2);
      const jobs = await database.db
        .select({ id: emailJobs.id })
        .from(emailJobs)
        .innerJoin(formSubmissions, eq(formSubmissions.id, emailJobs.submissionId))
        .where(eq(formSubmissions.clientAddress, "10.9.0.1"));
      // Team notification and acknowledgement for each.
      expect(jobs).toHaveLength(80);
    },
  );

  it.skipIf(target.skip)(
    "counts a batch against the rate limit in arrival order: past it held, past the day's cap refused",
    async () => {
      const admissions = createAdmissions(database.db, { concurrency: 1 });
      const overLimit = { dayStart: windowStart, perDay: 2, reason: "Many from one address." };
      const leads = Array.from({ length: 8 }, () => demo("10.9.0.2", { limit: 5, overLimit }));
      const results = await Promise.all(leads.map((lead) => admissions.admit(lead)));
      expect(results).toEqual([...Array(5).fill("stored"), "held", "held", "limited"]);
      expect(await storedFrom("10.9.0.2")).toBe(7);
    },
  );

  it.skipIf(target.skip)("stores one lead for the same submission sent twice in one batch", async () => {
    const admissions = createAdmissions(database.db, { concurrency: 1 });
    const lead = demo("10.9.0.3");
    const results = await Promise.all([
      admissions.admit(demo("10.9.0.3")),
      admissions.admit(lead),
      admissions.admit(lead),
    ]);
    expect(results).toEqual(["stored", "stored", "duplicate"]);
    expect(await storedFrom("10.9.0.3")).toBe(2);
  });

  it.skipIf(target.skip)("stores one subscriber however often one batch subscribes them", async () => {
    const admissions = createAdmissions(database.db, { concurrency: 1 });
    const email = `grace-${randomUUID()}@dover.gov`;
    const subscribe = () =>
      admissions.admit(demo("10.9.0.4", { type: "newsletter", data: { email: email.toUpperCase() } }));
    const results = await Promise.all([subscribe(), subscribe(), subscribe()]);
    expect(results).toEqual(["stored", "duplicate", "duplicate"]);
    const subscribers = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(subscribers).toHaveLength(1);
  });

  it.skipIf(target.skip)("admits each lead alone when their batch fails", async () => {
    const { db, counter } = counting(database.db, { failBatches: true });
    const admissions = createAdmissions(db, { concurrency: 1 });
    const results = await Promise.all(Array.from({ length: 6 }, () => admissions.admit(demo("10.9.0.5"))));
    expect(results).toEqual(Array(6).fill("stored"));
    expect(await storedFrom("10.9.0.5")).toBe(6);
    // One alone, one failed batch of five, then those five one by one.
    expect(counter.statements).toBe(7);
  });

  it.skipIf(target.skip)("rejects only the lead that cannot be stored", async () => {
    const admissions = createAdmissions(database.db, { concurrency: 1 });
    // PostgreSQL's jsonb holds no NUL character (the pipeline removes them; this skips it).
    const broken = demo("10.9.0.6", { data: { firstName: "\u0000" } });
    const results = await Promise.allSettled([
      admissions.admit(demo("10.9.0.6")),
      admissions.admit(demo("10.9.0.6")),
      admissions.admit(broken),
      admissions.admit(demo("10.9.0.6")),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await storedFrom("10.9.0.6")).toBe(3);
  });
});
