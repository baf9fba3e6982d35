import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  /** Each lead in turn, as visitors send them one after another. */
  async function admitInTurn(admissions: ReturnType<typeof createAdmissions>, leads: Admission[]) {
    const results = [];
    for (const lead of leads) results.push(await admissions.admit(lead));
    return results;
  }

  it.skipIf(target.skip)("stores each lead with its jobs", async () => {
    const admissions = createAdmissions(database.db);
    const results = await admitInTurn(admissions, [demo("10.9.0.1"), demo("10.9.0.1")]);
    expect(results).toEqual(["stored", "stored"]);
    expect(await storedFrom("10.9.0.1")).toBe(2);
    const jobs = await database.db
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .innerJoin(formSubmissions, eq(formSubmissions.id, emailJobs.submissionId))
      .where(eq(formSubmissions.clientAddress, "10.9.0.1"));
    // Team notification and acknowledgement for each.
    expect(jobs).toHaveLength(4);
  });

  it.skipIf(target.skip)(
    "counts leads against the rate limit: past it held, past the day's cap refused",
    async () => {
      const admissions = createAdmissions(database.db);
      const overLimit = { dayStart: windowStart, perDay: 2, reason: "Many from one address." };
      const leads = Array.from({ length: 8 }, () => demo("10.9.0.2", { limit: 5, overLimit }));
      expect(await admitInTurn(admissions, leads)).toEqual([
        ...Array(5).fill("stored"),
        "held",
        "held",
        "limited",
      ]);
      expect(await storedFrom("10.9.0.2")).toBe(7);
    },
  );

  it.skipIf(target.skip)("stores one lead for the same submission sent twice at once", async () => {
    const admissions = createAdmissions(database.db);
    const lead = demo("10.9.0.3");
    const results = await Promise.all([admissions.admit(lead), admissions.admit(lead)]);
    expect(results.sort()).toEqual(["duplicate", "stored"]);
    expect(await storedFrom("10.9.0.3")).toBe(1);
  });

  it.skipIf(target.skip)("stores one subscriber however often they subscribe", async () => {
    const admissions = createAdmissions(database.db);
    const email = `grace-${randomUUID()}@dover.gov`;
    const subscribe = () => demo("10.9.0.4", { type: "newsletter", data: { email: email.toUpperCase() } });
    const results = await admitInTurn(admissions, [subscribe(), subscribe(), subscribe()]);
    expect(results).toEqual(["stored", "duplicate", "duplicate"]);
    const subscribers = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(subscribers).toHaveLength(1);
  });

  it.skipIf(target.skip)("rejects only the lead that cannot be stored", async () => {
    const admissions = createAdmissions(database.db);
    // PostgreSQL's jsonb holds no NUL character (the pipeline removes them; this skips it).
    const broken = demo("10.9.0.6", { data: { firstName: "\u0000" } });
    const results = await Promise.allSettled([
      admissions.admit(demo("10.9.0.6")),
      admissions.admit(broken),
      admissions.admit(demo("10.9.0.6")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await storedFrom("10.9.0.6")).toBe(2);
  });
});
