import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createInboxService } from "../inbox/service";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { formPost, testLeadService } from "../testing/leads";
import { testOutbox } from "../testing/outbox";

/** Words no compression shrinks much: what a bot filling every long field with 5,000 characters sends. */
const randomText = (length: number) =>
  [...randomBytes(length)]
    .map((byte) => (byte % 7 === 0 ? " " : String.fromCharCode(97 + (byte % 26))))
    .join("");

const longFields = ["experience", "capabilities", "targetMarkets", "goals", "additionalInfo"] as const;

function partnerLead(index: number): Record<string, string> {
  return {
    companyName: `Spam Works ${index}`,
    contactName: "Sam Spam",
    contactTitle: "CEO",
    email: `spam${index}@spam.example`,
    phone: "+1 555 0100",
    partnershipType: "strategic",
    companySize: "51-200",
    expectedRevenue: "250k-1M",
    termsAccepted: "on",
    ...Object.fromEntries(longFields.map((field) => [field, randomText(5_000)])),
  };
}

const tableSize = async (db: Db) =>
  Number(
    (
      await db.execute<{ bytes: string }>(
        sql`select pg_total_relation_size('form_submissions')::bigint as bytes`,
      )
    ).rows[0]!.bytes,
  );

describe.each(databaseTargets)("held leads' cost on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!target.skip) database = await target.open();
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  it.skipIf(target.skip)(
    "50 held 25 KB partner leads cost at most twice their text, and the held view still finds one by any word",
    async () => {
      const { db } = database;
      const leads = testLeadService(db);
      const before = await tableSize(db);
      let textBytes = 0;
      const sent = Array.from({ length: 50 }, (_, i) => partnerLead(i));
      for (const lead of sent) {
        textBytes += Object.values(lead).reduce((sum, value) => sum + Buffer.byteLength(value), 0);
        const { reply } = await leads.submit("partner", formPost({ ...lead, _leave_blank: "x" }), {
          clientAddress: "10.7.0.1",
        });
        expect(reply.status).toBe("success");
      }
      const growth = (await tableSize(db)) - before;
      console.log(
        `${target.name}: 50 held partner leads, ${textBytes} bytes of text: the table grew by ${growth} bytes ` +
          `(${(growth / 50 / 1024).toFixed(1)} KB a lead, ${(growth / textBytes).toFixed(2)}× its text)`,
      );
      expect(growth).toBeLessThanOrEqual(2 * textBytes);

      // The longest word near the end of one lead's last long field: that lead's alone.
      const words = sent[37]!.additionalInfo!.slice(-400).split(" ").slice(1, -1);
      const word = words.reduce((longest, next) => (next.length > longest.length ? next : longest));
      const { outbox, close } = testOutbox(db, "smtp://127.0.0.1:9");
      try {
        const inbox = createInboxService({ db, outbox, leadsTo: ["team@shopcity.test"] });
        const found = await inbox.listLeads({ verdict: "held", q: `${word} works` });
        expect(found.leads).toHaveLength(1);
        expect(JSON.stringify(found.leads[0])).toContain("Spam Works 37");
      } finally {
        await close();
      }
    },
  );
});
