import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { formSubmissions } from "./schema";

const lead = { type: "demo", data: { firstName: "Ada" }, idempotencyKey: "key-1" };

describe("PGlite on its own thread", () => {
  it("answers drizzle's queries with the types drizzle expects, and keeps PostgreSQL's error codes", async () => {
    const database = await openDatabase({});
    try {
      const [stored] = await database.db.insert(formSubmissions).values(lead).returning();
      expect(stored?.createdAt).toBeInstanceOf(Date);
      expect(stored?.data).toEqual({ firstName: "Ada" });
      const rows = await database.db.select().from(formSubmissions).where(eq(formSubmissions.id, stored!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.createdAt.getTime()).toBe(stored?.createdAt.getTime());

      const duplicate = await database.db
        .insert(formSubmissions)
        .values(lead)
        .then(() => undefined)
        .catch((error: unknown) => error);
      // drizzle wraps the driver's error; the PostgreSQL code comes through as the cause.
      const cause = (duplicate as { cause?: { code?: string } })?.cause ?? duplicate;
      expect((cause as { code?: string }).code).toBe("23505");
    } finally {
      await database.close();
    }
  });

  it("leaves the calling thread free while a query runs", async () => {
    const database = await openDatabase({});
    try {
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 10);
      await database.db.execute("select pg_sleep(0.5)");
      clearInterval(timer);
      // In-thread, the WebAssembly Postgres would have blocked every tick for the half second.
      expect(ticks).toBeGreaterThanOrEqual(20);
    } finally {
      await database.close();
    }
  });

  it("keeps its data in the folder across a close and reopen, and refuses queries once closed", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.insert(formSubmissions).values(lead);
    await first.close();
    await expect(first.db.select().from(formSubmissions)).rejects.toThrow();

    const second = await openDatabase({ pgliteDir: dir });
    try {
      expect(await second.db.select().from(formSubmissions)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("rejects the start with the reason when the database cannot be opened", async () => {
    const missing = path.join(tmpdir(), "no-such-migrations-folder");
    await expect(openDatabase({ migrationsFolder: missing })).rejects.toThrow(/_journal\.json/);
  });
});
