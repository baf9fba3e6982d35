import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { formSubmissions } from "./schema";

describe.each(databaseTargets)("inbox columns on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!target.skip) database = await target.open();
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  it.skipIf(target.skip)(
    "keeps a lower-cased search text of the lead's names, address and message",
    async () => {
      const [row] = await database.db
        .insert(formSubmissions)
        .values({
          type: "contact",
          idempotencyKey: "k1",
          data: {
            name: "Ada LOVELACE",
            email: "Ada@Springfield.gov",
            municipality: "Springfield",
            message: "Hi",
          },
        })
        .returning({ searchText: formSubmissions.searchText });
      expect(row?.searchText).toContain("ada lovelace");
      expect(row?.searchText).toContain("ada@springfield.gov");
      const found = await database.db.execute(
        sql`select similarity(search_text, 'springfeld') > 0.1 as close from form_submissions`,
      );
      expect((found as unknown as { rows: { close: boolean }[] }).rows[0]?.close).toBe(true);
    },
  );
});
