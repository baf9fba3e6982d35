import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTypes, type LeadType } from "../../app/content/leads";
import { leadSchemas } from "../../app/features/leads/schemas";
import type { LeadService } from "../../app/features/leads/service";
import { formSubmissions } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { formPost, testLeadService, tokenIssuedAgo } from "../testing/leads";

/** Every field name any form knows, plus the pipeline's own and some that no form has. */
const fieldNames = [
  ...new Set(Object.values(leadSchemas).flatMap((schema) => Object.keys(schema.shape))),
  "_formToken",
  "_leave_blank",
  "__proto__",
  "constructor",
  "unknown",
];

const value = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "on",
    "true",
    "a@b.co",
    "technology",
    "1-10",
    "<50k",
    "morning",
    "demo",
    "<script>",
    "\u0000",
  ),
  fc.string({ minLength: 60, maxLength: 6000 }),
);

const body = fc.array(fc.tuple(fc.constantFrom(...fieldNames), value), { maxLength: 25 });

/** A valid answer per form, so that some random bodies are stored and the check means something. */
const validBase: Record<LeadType, Record<string, string>> = {
  download_presentation: { firstName: "A", lastName: "B", email: "a@b.co", company: "C" },
  pilot: { municipalityName: "M", name: "N", jobTitle: "J", email: "a@b.co" },
  demo: { firstName: "A", lastName: "B", email: "a@b.co", cityName: "C" },
  newsletter: { email: "a@b.co" },
  contact: { name: "N", email: "a@b.co", municipality: "M", subject: "other", message: "Hi" },
  partner: {
    companyName: "C",
    contactName: "N",
    contactTitle: "T",
    email: "a@b.co",
    phone: "1",
    partnershipType: "strategic",
    companySize: "1000+",
    experience: "e".repeat(50),
    capabilities: "c".repeat(50),
    targetMarkets: "t".repeat(20),
    goals: "g".repeat(50),
    expectedRevenue: "5M+",
    termsAccepted: "on",
  },
};

const contentType = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/plain",
  "application/json",
  "",
);

describe.each(databaseTargets)("random bodies at every form on $name", (target) => {
  let database: TestDatabase;
  let leads: LeadService;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    leads = testLeadService(database.db, { rateLimit: 1_000_000 });
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  it.skipIf(target.skip)(
    "never fails with a server error and never stores a lead its schema refuses",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...leadTypes),
          body,
          contentType,
          fc.boolean(),
          fc.boolean(),
          async (type, fields, type_, validToken, fromValid) => {
            const form = new URLSearchParams(fromValid ? validBase[type] : {});
            for (const [name, text] of fields) form.set(name, text);
            if (validToken) form.set("_formToken", tokenIssuedAgo(10_000));
            const { status, reply } = await leads.submit(type as LeadType, formPost(form, type_), {
              clientAddress: "10.9.9.9",
            });
            expect(status).toBeLessThan(500);
            expect(reply.type).toBe(type);
          },
        ),
        { numRuns: 300 },
      );
      const rows = await database.db.select().from(formSubmissions);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const schema = leadSchemas[row.type as LeadType];
        expect(schema, `stored type ${row.type}`).toBeDefined();
        expect(schema.safeParse(row.data).success, JSON.stringify(row.data)).toBe(true);
      }
    },
    120_000,
  );
});
