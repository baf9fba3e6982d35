import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import { startPgliteThread } from "./pglite-thread";
import { isDatabaseUnreachable } from "./unreachable";
import { unavailableLine } from "../../app/content/leads";
import { formPost, testLeadService, testTokens } from "../testing/leads";
import { databaseOutage, retryAfterSeconds } from "../http/unavailable";
import { formSubmissions } from "./schema";

// The threads started, so that a test can end one as a crash would.
const workers = vi.hoisted(() => [] as Worker[]);
vi.mock("node:worker_threads", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:worker_threads")>();
  class Recorded extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      workers.push(this);
    }
  }
  return { ...original, Worker: Recorded };
});

const lead = { type: "demo", data: { firstName: "Ada" }, idempotencyKey: "key-1" };
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A promise and the function that resolves it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

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

  it("runs several statements at once with exec, inside a transaction or outside", async () => {
    const thread = await startPgliteThread({ migrationsFolder });
    try {
      const results = await thread.client.exec(
        "create table t (n int); insert into t values (1), (2); select n from t order by n",
      );
      expect(results.map((result) => result.rows)).toEqual([[], [], [{ n: 1 }, { n: 2 }]]);

      const inside = await thread.client.transaction(async (tx) => {
        const [, selected] = await tx.exec("insert into t values (3); select count(*)::int as n from t");
        return selected?.rows;
      });
      expect(inside).toEqual([{ n: 3 }]);
    } finally {
      await thread.close();
    }
  });

  it("rolls back at PGlite's tx.rollback() and refuses the transaction's statements after", async () => {
    const thread = await startPgliteThread({ migrationsFolder });
    try {
      await thread.client.exec("create table t (n int)");
      const returned = await thread.client.transaction(async (tx) => {
        await tx.query("insert into t values (1)");
        await tx.rollback();
        expect(tx.closed).toBe(true);
        await expect(tx.query("select 1")).rejects.toThrow("Transaction is closed");
        return "rolled back";
      });
      // As in PGlite: the callback's value, and nothing it wrote.
      expect(returned).toBe("rolled back");
      expect((await thread.client.query("select count(*)::int as n from t")).rows).toEqual([{ n: 0 }]);
    } finally {
      await thread.close();
    }
  });

  it("fails an open transaction, and the statements waiting for it, when the thread dies", async () => {
    const failures: Error[] = [];
    const thread = await startPgliteThread({ migrationsFolder, onFailure: (error) => failures.push(error) });
    const opened = signal();
    const transaction = thread.client.transaction(async (tx) => {
      await tx.query("select 1");
      opened.resolve();
      await tx.query("select pg_sleep(2)");
    });
    await opened.promise;
    const waiting = thread.client.query("select 1");
    await workers.at(-1)?.terminate();
    await expect(transaction).rejects.toThrow(/the database thread exited/);
    await expect(waiting).rejects.toThrow(/the database thread exited/);
    expect(failures).toHaveLength(1);
    // The site tells this apart from a query's own failure (server/db/unreachable.ts).
    expect(isDatabaseUnreachable(await waiting.catch((error: unknown) => error))).toBe(true);
  });

  it("after the thread died, the site asks visitors to try again in a moment (HTTP 503)", async () => {
    const database = await openDatabase({ onFailure: () => {} });
    try {
      await workers.at(-1)?.terminate();
      await expect(database.ping()).rejects.toThrow(/the database thread exited/);
      const outage = databaseOutage({ ping: database.ping });
      const failed = await outage.review("/account", new Response(null, { status: 500 }));
      expect(failed.status).toBe(503);
      expect(failed.headers.get("retry-after")).toBe(String(retryAfterSeconds));
      const { status, reply } = await testLeadService(database.db).submit(
        "newsletter",
        formPost({ email: "ada@example.gov", _formToken: testTokens.issue() }),
        { clientAddress: "127.0.0.1" },
      );
      expect(status).toBe(503);
      expect(reply).toMatchObject({ status: "failed", notice: { more: unavailableLine } });
    } finally {
      await database.close();
    }
  });

  it("closes with a transaction open: the transaction fails and leaves nothing", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    const first = await startPgliteThread({ dataDir: dir, migrationsFolder });
    await first.client.exec("create table t (n int)");
    const opened = signal();
    const transaction = first.client.transaction(async (tx) => {
      await tx.query("insert into t values (1)");
      opened.resolve();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query("insert into t values (2)");
    });
    await opened.promise;
    await first.close();
    await expect(transaction).rejects.toThrow("the database is closed");

    const second = await startPgliteThread({ dataDir: dir, migrationsFolder });
    try {
      expect((await second.client.query("select count(*)::int as n from t")).rows).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });

  it("creates a new folder's database in a process of its own, so its thread is the only one", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    const before = workers.length;
    const thread = await startPgliteThread({ dataDir: dir, migrationsFolder });
    try {
      // initdb's memory went with the process that ran it: no other thread was started here.
      expect(workers.length - before).toBe(1);
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      // Migrated there too.
      expect((await thread.client.query("select count(*)::int as n from form_submissions")).rows).toEqual([
        { n: 0 },
      ]);
    } finally {
      await thread.close();
    }
  });

  it("rejects the start with the creating process's reason", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "pglite-thread-")), "db");
    const missing = path.join(tmpdir(), "no-such-migrations-folder");
    await expect(startPgliteThread({ dataDir: dir, migrationsFolder: missing })).rejects.toThrow(
      /_journal\.json/,
    );
  });

  it("runs PostgreSQL with memory settings sized for one site, not its defaults", async () => {
    const thread = await startPgliteThread({ migrationsFolder });
    try {
      const setting = async (name: string) =>
        (await thread.client.query<{ setting: string }>(`select current_setting('${name}') as setting`))
          .rows[0]?.setting;
      // WebAssembly memory never shrinks: PostgreSQL's 128MB of shared buffers stayed in the RSS.
      expect(await setting("shared_buffers")).toBe("16MB");
      expect(await setting("maintenance_work_mem")).toBe("16MB");
      expect(await setting("work_mem")).toBe("2MB");
    } finally {
      await thread.close();
    }
  });
});
