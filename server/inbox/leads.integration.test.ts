import { randomUUID } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadType } from "../../app/content/leads";
import type { LeadFilter } from "../../app/features/admin/service";
import { openDatabase } from "../db/client";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { allPages, inboxDatabase, insertJob, insertLead, type LeadSeed } from "../testing/inbox";
import { encodeCursor } from "./cursor";
import { countsByType, listLeads, weekly } from "./leads";

/** The ids the inbox lists under `filter`, every page followed. */
async function listed(db: Db, filter: LeadFilter = {}, limit = 50) {
  const { rows } = await allPages(async (cursor) => {
    const page = await listLeads(db, filter, cursor, limit);
    return { rows: page.leads, next: page.next };
  });
  return rows.map((lead) => lead.id);
}

/** The inbox's order, as the database sorts it. */
async function newestFirst(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return rows.map((row) => row.id);
}

const base64 = (text: string) => Buffer.from(text).toString("base64url");

/**
 * The database seen through connections whose session's time zone is Amsterdam's (with summer
 * time), as a server's configuration may set it: what the inbox reads must not depend on it.
 */
async function amsterdamSessions(
  target: string,
  database: TestDatabase,
): Promise<{ db: Db; close(): Promise<void> }> {
  if (target === "pglite" || !database.url) {
    // PGlite has one connection: the setting holds for every later query.
    await database.db.execute(sql`set timezone = 'Europe/Amsterdam'`);
    return {
      db: database.db,
      close: async () => void (await database.db.execute(sql`reset timezone`)),
    };
  }
  const name = new URL(database.url).pathname.slice(1);
  await database.db.execute(sql.raw(`alter database ${name} set timezone = 'Europe/Amsterdam'`));
  const sessions = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  return {
    db: sessions.db,
    async close() {
      await sessions.close();
      await database.db.execute(sql.raw(`alter database ${name} reset all`));
    },
  };
}

describe.each(databaseTargets)("the inbox's leads on $name", (target) => {
  const state = inboxDatabase(target);
  const test = it.skipIf(target.skip);

  describe("order and pages", () => {
    /** 30 leads, most of them sharing their moment with others, down to the microsecond. */
    async function crowdedMoments(db: Db) {
      const seeds: LeadSeed[] = [];
      const moment = "2026-05-04T10:00:00.000000";
      for (let i = 0; i < 10; i++) seeds.push({ at: `${moment}Z` });
      for (let i = 0; i < 5; i++) seeds.push({ at: "2026-05-04T10:00:00.000001Z", type: "contact" });
      for (let i = 0; i < 5; i++) seeds.push({ at: "2026-05-04T09:59:59.999999Z", type: "contact" });
      for (let i = 0; i < 10; i++) seeds.push({ at: `2026-05-0${1 + (i % 3)}T0${i}:00:00Z` });
      for (const seed of seeds) await insertLead(db, seed);
    }

    test("lists newest first, the id deciding between equal moments", async () => {
      const { db } = state;
      await crowdedMoments(db);
      const page = await listLeads(db, {}, null, 200);
      expect(page.leads.map((lead) => lead.id)).toEqual(await newestFirst(db));
      expect(page.next).toBeNull();
      const times = page.leads.map((lead) => Date.parse(lead.createdAt));
      expect(times).toEqual(times.toSorted((a, b) => b - a));
    });

    test("keyset pages cover every lead exactly once, even where moments are equal", async () => {
      const { db } = state;
      await crowdedMoments(db);
      for (const limit of [1, 3, 4, 7, 10, 29, 30]) {
        const ids = await listed(db, {}, limit);
        expect(ids, `pages of ${limit}`).toEqual(await newestFirst(db));
      }
      // With a filter, the pages cover exactly the filtered leads.
      const contacts = await listed(db, { type: "contact" }, 3);
      expect(contacts).toHaveLength(10);
      expect(new Set(contacts).size).toBe(10);
    });

    test("pages the same when the session's time zone is not UTC", async () => {
      const { db } = state;
      await crowdedMoments(db);
      const expected = await newestFirst(db);
      const sessions = await amsterdamSessions(target.name, state.database);
      try {
        expect(await listed(sessions.db, {}, 4)).toEqual(expected);
        const [lead] = (await listLeads(sessions.db, {}, null, 1)).leads;
        expect(lead?.createdAt).toBe("2026-05-04T10:00:00.000Z");
      } finally {
        await sessions.close();
      }
    });

    test("a malformed or stale cursor reads as the first page, never as an error", async () => {
      const { db } = state;
      await crowdedMoments(db);
      const first = await listLeads(db, {}, null, 5);
      const id = randomUUID();
      const cursors = [
        "garbage!!",
        "",
        "a".repeat(10_000),
        base64("x|y"),
        base64(`|${id}`),
        base64(`2026-02-30T00:00:00.000000Z|${id}`),
        base64(`2026-01-01T24:00:00.000000Z|${id}`),
        base64(`0000-01-01T00:00:00.000000Z|${id}`),
        base64("2026-01-01T00:00:00.000000Z|not-a-uuid"),
        base64(`2026-01-01T00:00:00.000000Z|${id}\0`),
        base64(`2026-11-25 05:58:12.123456+00|${id}`),
        base64(`2026-02-30 00:00:00+00|${id}`),
      ];
      for (const cursor of cursors) {
        expect(await listLeads(db, {}, cursor, 5), cursor.slice(0, 40)).toEqual(first);
      }
      // A well-formed cursor of a lead that is gone still pages on from its place.
      const after = await listLeads(db, {}, encodeCursor({ at: "2026-05-04T10:00:00.000000Z", id }), 100);
      expect(after.leads.every((lead) => lead.createdAt <= "2026-05-04T10:00:00.000Z")).toBe(true);
    });

    test("a page size out of range is brought into it", async () => {
      const { db } = state;
      for (let i = 0; i < 3; i++) await insertLead(db);
      expect((await listLeads(db, {}, null, Number.NaN)).leads).toHaveLength(3);
      expect((await listLeads(db, {}, null, 0)).leads).toHaveLength(1);
      expect((await listLeads(db, {}, null, -5)).leads).toHaveLength(1);
      expect((await listLeads(db, {}, null, 1e9)).leads).toHaveLength(3);
    });

    test("shows each lead's worst e-mail state: failed, then pending, then sent", async () => {
      const { db } = state;
      const cases: [string, ("sent" | "failed" | "pending")[]][] = [
        ["sent", ["sent", "sent"]],
        ["failed", ["sent", "failed"]],
        ["pending", ["pending", "sent"]],
        ["failed", ["failed", "pending"]],
        ["sent", []],
      ];
      const expected = new Map<string, string>();
      for (const [delivery, jobs] of cases) {
        const lead = await insertLead(db);
        for (const [i, job] of jobs.entries()) await insertJob(db, lead, job, i === 0 ? "team" : "ack");
        expected.set(lead, delivery);
      }
      const { leads } = await listLeads(db, {});
      expect(new Map(leads.map((lead) => [lead.id, lead.delivery]))).toEqual(expected);
    });
  });

  describe("filters", () => {
    /** Leads of several types and states around the edges of 2 March 2026 (UTC). */
    async function around2March(db: Db) {
      return {
        demoNew: await insertLead(db, { type: "demo", at: "2026-03-01T10:00:00Z" }),
        demoHandled: await insertLead(db, { type: "demo", at: "2026-03-02T00:00:00Z", handled: true }),
        contactNew: await insertLead(db, {
          type: "contact",
          at: "2026-03-02T23:59:59.999999Z",
          data: {
            name: "Grace Hopper",
            email: "grace@navy.mil",
            municipality: "Arlington",
            subject: "other",
            message: "Hello",
          },
        }),
        contactHandled: await insertLead(db, { type: "contact", at: "2026-03-03T00:00:00Z", handled: true }),
        partnerNew: await insertLead(db, { type: "partner", at: "2026-03-01T23:59:59.999999Z" }),
        newsletterNew: await insertLead(db, {
          type: "newsletter",
          at: "2026-03-04T08:00:00Z",
          data: { email: "grace@navy.mil" },
        }),
      };
    }

    test("each filter alone", async () => {
      const { db } = state;
      const lead = await around2March(db);
      expect(await listed(db, { type: "demo" })).toEqual([lead.demoHandled, lead.demoNew]);
      expect(await listed(db, { type: "pilot" })).toEqual([]);
      expect(await listed(db, { state: "handled" })).toEqual([lead.contactHandled, lead.demoHandled]);
      expect(await listed(db, { state: "new" })).toEqual([
        lead.newsletterNew,
        lead.contactNew,
        lead.partnerNew,
        lead.demoNew,
      ]);
      expect(await listed(db, { from: "2026-03-03" })).toEqual([lead.newsletterNew, lead.contactHandled]);
      expect(await listed(db, { to: "2026-03-01" })).toEqual([lead.partnerNew, lead.demoNew]);
      expect(await listed(db, { q: "grace" })).toEqual([lead.newsletterNew, lead.contactNew]);
    });

    test("a date range holds whole UTC days, from the first moment of `from` to the last of `to`", async () => {
      const { db } = state;
      const lead = await around2March(db);
      expect(await listed(db, { from: "2026-03-02", to: "2026-03-02" })).toEqual([
        lead.contactNew,
        lead.demoHandled,
      ]);
      expect(await listed(db, { from: "2026-03-01", to: "2026-03-03" })).toHaveLength(5);
    });

    test("a day is a UTC day whatever the session's time zone, across a change of clocks", async () => {
      const { db } = state;
      // Amsterdam moves its clocks on 29 March (23 hours) and 25 October 2026 (25 hours).
      const lateOn29March = await insertLead(db, { at: "2026-03-29T23:30:00Z" });
      await insertLead(db, { at: "2026-03-30T00:00:00Z" });
      const lateOn25October = await insertLead(db, { at: "2026-10-25T23:59:59.999999Z" });
      await insertLead(db, { at: "2026-10-26T00:30:00Z" });
      const sessions = await amsterdamSessions(target.name, state.database);
      try {
        expect(await listed(sessions.db, { from: "2026-03-29", to: "2026-03-29" })).toEqual([lateOn29March]);
        expect(await listed(sessions.db, { from: "2026-10-25", to: "2026-10-25" })).toEqual([
          lateOn25October,
        ]);
        const [week] = await weekly(sessions.db, { from: "2026-10-19", to: "2026-10-25" });
        expect(week?.counts.demo).toBe(1);
      } finally {
        await sessions.close();
      }
    });

    test("filters combined: every one must hold", async () => {
      const { db } = state;
      const lead = await around2March(db);
      expect(await listed(db, { type: "contact", state: "new" })).toEqual([lead.contactNew]);
      expect(
        await listed(db, { type: "demo", state: "handled", from: "2026-03-02", to: "2026-03-02" }),
      ).toEqual([lead.demoHandled]);
      expect(await listed(db, { type: "contact", state: "new", from: "2026-03-02", q: "grace" })).toEqual([
        lead.contactNew,
      ]);
      expect(await listed(db, { type: "contact", state: "handled", q: "grace" })).toEqual([]);
      expect(await listed(db, { state: "new", to: "2026-03-01", type: "partner" })).toEqual([
        lead.partnerNew,
      ]);
    });

    test("a filter part the URL's rules refuse is left out, not an error", async () => {
      const { db } = state;
      await around2March(db);
      const bad = { type: "bogus" as LeadType, state: "x" as "new", from: "2026-13-45", to: "yesterday" };
      expect(await listed(db, bad)).toHaveLength(6);
      expect(Object.values(await countsByType(db, bad)).reduce((a, b) => a + b)).toBe(6);
      await expect(weekly(db, bad)).resolves.toHaveLength(12);
    });
  });

  describe("search", () => {
    async function people(db: Db) {
      return {
        ada: await insertLead(db, {
          data: {
            firstName: "Ada",
            lastName: "LOVELACE",
            email: "Ada.Lovelace@Dover.gov",
            cityName: "Dover",
            message: "We are 100% sure.",
          },
        }),
        grace: await insertLead(db, {
          type: "contact",
          data: {
            name: "Grace Hopper",
            email: "grace@navy.mil",
            municipality: "Arlington",
            subject: "other",
            message: "Ask about snake_case names",
          },
        }),
        alan: await insertLead(db, {
          type: "contact",
          data: {
            name: "Alan Turing",
            email: "alan@bletchley.uk",
            municipality: "Bletchley",
            subject: "other",
            message: "We have 1000 shops and snakeXcase names",
          },
        }),
        jurgen: await insertLead(db, {
          type: "partner",
          data: { companyName: "Müller GmbH", contactName: "Jürgen MÜLLER", email: "j@mueller.de" },
        }),
        back: await insertLead(db, {
          type: "pilot",
          data: { municipalityName: "Istanbul", name: "Back\\slash", email: "x@istanbul.gov" },
        }),
      };
    }

    const found = async (db: Db, q: string) => (await listed(db, { q })).toSorted();
    const only = (...ids: string[]) => ids.toSorted();

    test("ignores case, in names, addresses, organizations and messages", async () => {
      const { db } = state;
      const lead = await people(db);
      for (const q of ["lovelace", "LOVELACE", "LoveLace", "dover", "100% SURE"]) {
        expect(await found(db, q), q).toEqual(only(lead.ada));
      }
      expect(await found(db, "arlington")).toEqual(only(lead.grace));
      expect(await found(db, "müller")).toEqual(only(lead.jurgen));
      expect(await found(db, "MÜLLER")).toEqual(only(lead.jurgen));
      // Lower-cased as PostgreSQL does it: JavaScript would make "İ" two characters.
      expect(await found(db, "İSTANBUL")).toEqual(only(lead.back));
    });

    test("looks in every field a lead has, and finds a chosen option by its label", async () => {
      const { db } = state;
      const lead = await people(db);
      const pricing = await insertLead(db, {
        type: "contact",
        data: { name: "Casey Contact", email: "casey@riverton.gov", subject: "pricing", phone: "555-0142" },
      });
      const partner = await insertLead(db, {
        type: "partner",
        data: {
          companyName: "Partner Works",
          email: "p@works.example",
          contactTitle: "Director of Civic Tech",
          partnershipType: "strategic",
          companySize: "11-50",
          expectedRevenue: "50k-250k",
          goals: "Bring voice search to rural counties",
        },
      });
      // Fields the list does not show: the subject, a phone number, a title, free texts.
      expect(await found(db, "pricing")).toEqual(only(pricing));
      expect(await found(db, "555-0142")).toEqual(only(pricing));
      expect(await found(db, "civic")).toEqual(only(partner));
      expect(await found(db, "rural counties")).toEqual(only(partner));
      // The options' labels as the form showed them; the stored values too.
      expect(await found(db, "PRICING")).toEqual(only(pricing));
      expect(await found(db, "Strategic")).toEqual(only(partner));
      expect(await found(db, "employees")).toEqual(only(partner));
      expect(await found(db, "$50K-$250K")).toEqual(only(partner));
      expect(await found(db, "50k-250k")).toEqual(only(partner));
      expect(await found(db, "other")).toEqual(only(lead.grace, lead.alan));
      // The fields' names are not searched: every lead has an "email".
      expect(await found(db, "email")).toEqual([]);
      expect(await found(db, "companyName")).toEqual([]);
    });

    test("finds a name with or without its accents", async () => {
      const { db } = state;
      const lead = await people(db);
      const jose = await insertLead(db, {
        type: "contact",
        data: { name: "José Núñez", email: "jose@pueblo.gov", municipality: "Española" },
      });
      const plain = await insertLead(db, {
        type: "contact",
        data: { name: "Jose Nunez", email: "jn@x.gov" },
      });
      for (const q of ["jose", "José", "JOSÉ", "núñez", "NUNEZ"]) {
        expect(await found(db, q), q).toEqual(only(jose, plain));
      }
      expect(await found(db, "espanola")).toEqual(only(jose));
      expect(await found(db, "jurgen muller")).toEqual(only(lead.jurgen));
    });

    test("finds a phone number however it is written", async () => {
      const { db } = state;
      const lead = await insertLead(db, {
        type: "pilot",
        data: { name: "Pat Phone", email: "pat@town.gov", phone: "(555) 123-4567" },
      });
      await insertLead(db, {
        type: "pilot",
        data: { name: "Other", email: "o@town.gov", phone: "555 765 4321" },
      });
      for (const q of ["5551234567", "555-123-4567", "555.123.4567", "1234567", "(555) 123-4567"]) {
        expect(await found(db, q), q).toEqual(only(lead));
      }
    });

    test("finds a fragment of an e-mail address", async () => {
      const { db } = state;
      const lead = await people(db);
      expect(await found(db, "lovelace@dov")).toEqual(only(lead.ada));
      expect(await found(db, "navy.m")).toEqual(only(lead.grace));
      expect(await found(db, "@")).toHaveLength(5);
    });

    test("several words must all appear, in any order and field", async () => {
      const { db } = state;
      const lead = await people(db);
      expect(await found(db, "dover ada")).toEqual(only(lead.ada));
      expect(await found(db, "  ada   LOVELACE  ")).toEqual(only(lead.ada));
      expect(await found(db, "ada grace")).toEqual([]);
      expect(await found(db, "names bletchley")).toEqual(only(lead.alan));
    });

    test("% _ and \\ mean themselves, not LIKE's wildcards", async () => {
      const { db } = state;
      const lead = await people(db);
      expect(await found(db, "100%")).toEqual(only(lead.ada));
      expect(await found(db, "%")).toEqual(only(lead.ada));
      expect(await found(db, "snake_case")).toEqual(only(lead.grace));
      expect(await found(db, "_")).toEqual(only(lead.grace));
      expect(await found(db, "k\\s")).toEqual(only(lead.back));
      expect(await found(db, "\\")).toEqual(only(lead.back));
    });

    test("short words and control characters are searched without error", async () => {
      const { db } = state;
      const lead = await people(db);
      expect(await found(db, "xc")).toEqual(only(lead.alan));
      expect(await found(db, "ada\u0000")).toEqual(only(lead.ada));
      expect(await found(db, "\u0000")).toHaveLength(5);
    });
  });

  describe("counts per type", () => {
    test("count every type under the filter, its type aside, zero where there are none", async () => {
      const { db } = state;
      for (const type of ["demo", "demo", "contact", "newsletter"] as const) await insertLead(db, { type });
      await insertLead(db, { type: "demo", handled: true });
      await insertLead(db, { type: "contact", handled: true, at: "2025-01-01T00:00:00Z" });
      const all = { download_presentation: 0, pilot: 0, demo: 3, newsletter: 1, contact: 2, partner: 0 };
      expect(await countsByType(db, {})).toEqual(all);
      // The type filter is ignored: the counts sit beside it, one link per type.
      expect(await countsByType(db, { type: "demo" })).toEqual(all);
      expect(await countsByType(db, { type: "demo", state: "new" })).toEqual({ ...all, demo: 2, contact: 1 });
      expect(await countsByType(db, { state: "handled", from: "2026-01-01" })).toEqual({
        ...all,
        demo: 1,
        contact: 0,
        newsletter: 0,
      });
      expect(await countsByType(db, { q: "lovelace" })).toEqual(all);
      expect(Object.values(await countsByType(db, { q: "nobody" }))).toEqual([0, 0, 0, 0, 0, 0]);
    });
  });

  describe("leads per week", () => {
    // A Wednesday: the current week began on Monday 16 March.
    const now = new Date("2026-03-18T12:00:00Z");
    const weeks = (result: Awaited<ReturnType<typeof weekly>>) => result.map((entry) => entry.week);
    const demos = (result: Awaited<ReturnType<typeof weekly>>) =>
      Object.fromEntries(result.map((entry) => [entry.week, entry.counts.demo]));

    test("the last 12 weeks by default, Monday to Sunday in UTC, empty weeks included", async () => {
      const { db } = state;
      await insertLead(db, { at: "2025-12-28T23:59:59.999999Z" }); // the Sunday before the first week
      await insertLead(db, { at: "2025-12-29T00:00:00Z" });
      await insertLead(db, { at: "2026-03-15T23:59:59.999999Z" });
      await insertLead(db, { at: "2026-03-16T00:00:00Z" });
      await insertLead(db, { at: "2026-03-16T08:00:00Z", type: "contact" });
      const result = await weekly(db, {}, now);
      expect(weeks(result)).toHaveLength(12);
      expect(result[0]?.week).toBe("2025-12-29");
      expect(result.at(-1)?.week).toBe("2026-03-16");
      expect(
        result.every(
          (entry, i) => i === 0 || Date.parse(entry.week) - Date.parse(result[i - 1]!.week) === 7 * 864e5,
        ),
      ).toBe(true);
      expect(demos(result)).toEqual({
        ...Object.fromEntries(weeks(result).map((week) => [week, 0])),
        "2025-12-29": 1,
        "2026-03-09": 1,
        "2026-03-16": 1,
      });
      expect(result.at(-1)?.counts).toEqual({
        download_presentation: 0,
        pilot: 0,
        demo: 1,
        newsletter: 0,
        contact: 1,
        partner: 0,
      });
    });

    test("a range counts only its own days, in the weeks that hold them", async () => {
      const { db } = state;
      await insertLead(db, { at: "2026-03-03T12:00:00Z" }); // Tuesday, before the range
      await insertLead(db, { at: "2026-03-04T00:00:00Z" }); // Wednesday, its first moment
      await insertLead(db, { at: "2026-03-10T23:59:59.999999Z" }); // Tuesday, its last moment
      await insertLead(db, { at: "2026-03-11T00:00:00Z" }); // after it
      const result = await weekly(db, { from: "2026-03-04", to: "2026-03-10" }, now);
      expect(demos(result)).toEqual({ "2026-03-02": 1, "2026-03-09": 1 });
    });

    test("at most 53 weeks, the latest of the range, and none after the current week", async () => {
      const { db } = state;
      await insertLead(db, { at: "2024-06-03T10:00:00Z" }); // before the 53 weeks shown
      await insertLead(db, { at: "2025-03-17T10:00:00Z" }); // in the first of them
      const long = await weekly(db, { from: "2024-01-01" }, now);
      expect(long).toHaveLength(53);
      expect(long[0]?.week).toBe("2025-03-17");
      expect(long.at(-1)?.week).toBe("2026-03-16");
      expect(long.reduce((sum, entry) => sum + entry.counts.demo, 0)).toBe(1);

      const future = await weekly(db, { from: "2026-03-01", to: "2026-06-30" }, now);
      expect(weeks(future)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16"]);
      expect(await weekly(db, { from: "2026-04-01" }, now)).toEqual([]);
      expect(weeks(await weekly(db, { to: "2026-01-07" }, now))).toHaveLength(12);
    });

    test("keeps to the filter's type, state and search", async () => {
      const { db } = state;
      await insertLead(db, { at: "2026-03-16T08:00:00Z" });
      await insertLead(db, { at: "2026-03-16T09:00:00Z", handled: true });
      await insertLead(db, { at: "2026-03-16T10:00:00Z", type: "contact" });
      const [, ...rest] = (await weekly(db, { type: "demo", state: "new" }, now)).toReversed();
      const [current] = await weekly(db, { type: "demo", state: "new", from: "2026-03-16" }, now);
      expect(current?.counts).toMatchObject({ demo: 1, contact: 0 });
      expect(rest.every((entry) => Object.values(entry.counts).every((count) => count === 0))).toBe(true);
      const [searched] = await weekly(db, { q: "nobody", from: "2026-03-16" }, now);
      expect(searched?.counts.demo).toBe(0);
    });
  });
});
