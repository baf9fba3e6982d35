import { count, sql, TransactionRollbackError } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import type { Db } from "./client";

const probe = pgTable("tx_probe", { id: serial("id").primaryKey(), who: text("who").notNull().unique() });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets)("transactions on $name", (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    await database.db.execute(
      sql`create table if not exists tx_probe (id serial primary key, who text not null unique)`,
    );
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });
  beforeEach(async () => {
    if (!target.skip) await database.db.execute(sql`truncate tx_probe restart identity`);
  });

  // A transaction is a Db too.
  const insert = (db: Db, who: string) => db.insert(probe).values({ who });
  const stored = async () => (await database.db.select().from(probe).orderBy(probe.id)).map((row) => row.who);
  const counted = async (db: Db) => (await db.select({ n: count() }).from(probe))[0]?.n;

  it.skipIf(target.skip)("commits what the callback wrote and returns what it returned", async () => {
    const result = await database.db.transaction(async (tx) => {
      await insert(tx, "a");
      await insert(tx, "b");
      return "done";
    });
    expect(result).toBe("done");
    expect(await stored()).toEqual(["a", "b"]);
  });

  it.skipIf(target.skip)("rolls back when the callback throws, and hands its error on", async () => {
    const boom = new Error("boom");
    const transaction = database.db.transaction(async (tx) => {
      await insert(tx, "a");
      throw boom;
    });
    await expect(transaction).rejects.toBe(boom);
    expect(await stored()).toEqual([]);
  });

  it.skipIf(target.skip)("leaves nothing of a transaction whose statement fails midway", async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        for (const who of ["a", "b", "c", "a"]) await insert(tx, who);
      })
      .then(() => undefined)
      .catch((error: unknown) => error);
    // drizzle wraps the driver's error; PostgreSQL's fields come through as the cause.
    expect((failure as { cause?: unknown }).cause).toMatchObject({
      code: "23505",
      constraint: "tx_probe_who_key",
    });
    expect(await stored()).toEqual([]);
  });

  it.skipIf(target.skip)("rolls back at drizzle's tx.rollback()", async () => {
    const transaction = database.db.transaction(async (tx) => {
      await insert(tx, "a");
      tx.rollback();
    });
    await expect(transaction).rejects.toThrow(TransactionRollbackError);
    expect(await stored()).toEqual([]);
  });

  it.skipIf(target.skip)("rolls back a nested transaction (a savepoint) and commits the outer", async () => {
    await database.db.transaction(async (tx) => {
      await insert(tx, "outer");
      const failing = tx.transaction(async (inner) => {
        await insert(inner, "dropped");
        throw new Error("inner fails");
      });
      await expect(failing).rejects.toThrow("inner fails");
      await tx.transaction(async (inner) => {
        await insert(inner, "kept");
      });
      await insert(tx, "after");
    });
    expect(await stored()).toEqual(["outer", "kept", "after"]);
  });

  it.skipIf(target.skip)("keeps statements from outside out of an open transaction", async () => {
    // Repeatable read so that on PostgreSQL, where the others run meanwhile on connections of
    // their own, the first transaction reads as it would alone.
    const config = { isolationLevel: "repeatable read" } as const;
    let opened = () => {};
    const inside = new Promise<void>((resolve) => (opened = resolve));
    const first = database.db.transaction(async (tx) => {
      await insert(tx, "first 1");
      opened();
      await sleep(50);
      const before = await counted(tx);
      await insert(tx, "first 2");
      return [before, await counted(tx)];
    }, config);

    await inside;
    // drizzle's queries are lazy: execute() sends it now, while the first transaction is open.
    const outside = insert(database.db, "outside").execute();
    const second = database.db.transaction(async (tx) => {
      await insert(tx, "second");
      return counted(tx);
    }, config);

    expect(await first).toEqual([1, 2]);
    const [, secondSaw] = await Promise.all([outside, second]);
    if (target.name === "pglite") {
      // One connection: the others waited for the first to commit, in the order they came.
      expect(await stored()).toEqual(["first 1", "first 2", "outside", "second"]);
      expect(secondSaw).toBe(4);
    } else {
      expect((await stored()).sort()).toEqual(["first 1", "first 2", "outside", "second"]);
    }
  });
});
