import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { copyPgliteTemplate } from "../testing/pglite-template";
import { openDatabase } from "./client";

/**
 * PGlite has no autovacuum: the server analyzes its tables itself, at start and now and then. A
 * table without rows is left unanalyzed, as autovacuum would leave it: analyzed empty, it would be
 * planned as empty while a burst of leads fills it (bench:leads, docs/benchmarks.md).
 */
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "analyze-"));
  await copyPgliteTemplate(path.join(folder, "db"));
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it("analyzes at start the tables that hold rows, and only those", async () => {
  const pgliteDir = path.join(folder, "db");
  const first = await openDatabase({ pgliteDir });
  await first.db.execute(
    sql`insert into form_submissions (type, data, idempotency_key)
        select 'newsletter', jsonb_build_object('email', 'reader' || n || '@example.org'), 'key-' || n
        from generate_series(1, 500) as n`,
  );
  await first.close();

  const second = await openDatabase({ pgliteDir });
  try {
    /** What the planner knows of a table's size: -1 while it has never been analyzed. */
    const knownRows = async (table: string) => {
      const { rows } = await second.db.execute<{ reltuples: number }>(
        sql`select reltuples from pg_class where relname = ${table}`,
      );
      return Number(rows[0]!.reltuples);
    };
    await vi.waitUntil(async () => (await knownRows("form_submissions")) === 500, {
      timeout: 30_000,
      interval: 100,
    });
    expect(await knownRows("rate_limits")).toBe(-1);
    expect(await knownRows("email_jobs")).toBe(-1);
  } finally {
    await second.close();
  }
});
