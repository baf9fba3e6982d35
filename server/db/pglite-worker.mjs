// Embedded PGlite (Postgres compiled to WebAssembly) on a thread of its own: in the HTTP thread its
// work held up every other request. server/db/pglite-thread.ts is the
// other end. Plain JavaScript, so that the same file runs from the source tree (tests) and from
// the build (copied next to server.js) without a compile step.
//
// Run as a process of its own (`node pglite-worker.mjs <dataDir> <migrationsFolder>`) it creates
// and migrates a new database, then exits: see pglite-thread.ts for why.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/** @typedef {import("./pglite-thread").ThreadRequest} ThreadRequest */
/** @typedef {{ id: number; commit: boolean }} Ending the request that ends a transaction */

/**
 * PostgreSQL's memory settings, sized for one site on one connection rather than PostgreSQL's
 * defaults. WebAssembly memory never shrinks, so whatever Postgres touches once stays in the
 * server's RSS for good; PostgreSQL's default shared buffers alone were a third of it
 * (docs/benchmarks.md, "Server memory"). The operating system's page cache stays behind PGlite's
 * files, so a page missing from the shared buffers costs a read system call, not a disk seek.
 */
const memorySettings = {
  // PostgreSQL's default is 128MB, all of it touched as the buffers fill.
  shared_buffers: "16MB",
  // Per sort or hash; the inbox's queries sort a page of rows. Default 4MB.
  work_mem: "2MB",
  // CREATE INDEX in migrations, VACUUM and ANALYZE. Default 64MB.
  maintenance_work_mem: "16MB",
  // Temporary tables: none here. Default 8MB.
  temp_buffers: "1MB",
  // One connection (single-user mode); shared memory is sized by this. Default 100.
  max_connections: "4",
};

/** PGlite's options: its own start parameters plus the settings above. */
const pgliteOptions = () => ({
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(memorySettings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ],
});

/** An error as plain data: the fields PostgreSQL reports survive the trip between threads. */
function serialize(/** @type {unknown} */ error) {
  const source = /** @type {Record<string, unknown>} */ (error ?? {});
  /** @type {Record<string, unknown>} */
  const plain = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ["code", "detail", "hint", "constraint", "table", "column", "schema", "severity"]) {
    if (typeof source[key] === "string") plain[key] = source[key];
  }
  return plain;
}

/** Opens (creating it if new) and migrates the database. */
async function open(/** @type {string | undefined} */ dataDir, /** @type {string} */ migrationsFolder) {
  // pg_trgm: the inbox search's index (migration 0003), as on a PostgreSQL server.
  const db = await PGlite.create(dataDir, pgliteOptions());
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

if (isMainThread) {
  // As a process: create the database, then end, handing all of initdb's memory back.
  const [dataDir, migrationsFolder] = process.argv.slice(2);
  try {
    await (await open(dataDir, String(migrationsFolder))).close();
  } catch (error) {
    // pglite-thread.ts rejects the server's start with this line.
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
} else {
  await serveThread(
    /** @type {import("node:worker_threads").MessagePort} */ (parentPort),
    /** @type {{ dataDir?: string; migrationsFolder: string }} */ (workerData),
  );
}

/** Answers the other thread's requests (pglite-thread.ts) until it asks to close. */
async function serveThread(
  /** @type {import("node:worker_threads").MessagePort} */ port,
  /** @type {{ dataDir?: string; migrationsFolder: string }} */ { dataDir, migrationsFolder },
) {
  /** @type {PGlite} */
  let db;
  try {
    db = await open(dataDir, migrationsFolder);
  } catch (error) {
    // The caller rejects its start with this; closing the port lets the thread end.
    port.postMessage({ type: "failed", error: serialize(error) });
    port.close();
    return;
  }
  port.postMessage({ type: "ready" });

  const reply = (/** @type {number} */ id, /** @type {unknown} */ result) =>
    port.postMessage({ type: "result", id, result });
  const fail = (/** @type {number} */ id, /** @type {unknown} */ error) =>
    port.postMessage({ type: "error", id, error: serialize(error) });

  /** Only the fields that mean something in the other thread. */
  const plain = (/** @type {import("@electric-sql/pglite").Results} */ result) => ({
    rows: result.rows,
    fields: result.fields,
    affectedRows: result.affectedRows,
  });

  /**
   * Open transactions by the id of the request that began each. PGlite holds its lock while a
   * transaction's callback runs, so statements from outside wait their turn; the callback returns
   * when the other thread ends the transaction.
   * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; end: (ending: Ending) => void }>}
   */
  const transactions = new Map();

  async function begin(/** @type {PGlite} */ db, /** @type {number} */ id) {
    // A failed BEGIN answers the request that began the transaction; a failed COMMIT or ROLLBACK,
    // the one that ended it.
    let replyTo = id;
    try {
      await db.transaction(async (tx) => {
        /** @type {Ending} */
        const ending = await new Promise((end) => {
          transactions.set(id, { tx, end });
          reply(id, null);
        });
        transactions.delete(id);
        replyTo = ending.id;
        if (!ending.commit) await tx.rollback();
      });
      reply(replyTo, null);
    } catch (error) {
      fail(replyTo, error);
    }
  }

  /** An open transaction; PGlite's own words when it has ended. */
  function openTransaction(/** @type {number} */ id) {
    const open = transactions.get(id);
    if (!open) throw new Error("Transaction is closed");
    return open;
  }

  port.on("message", async (/** @type {ThreadRequest} */ request) => {
    if (request.type === "close") {
      // PGlite's close waits for its lock, which an open transaction would otherwise hold for ever.
      // Nobody waits on id 0: ids start at 1.
      for (const { end } of transactions.values()) end({ id: 0, commit: false });
      await db.close().catch(() => {});
      port.postMessage({ type: "closed" });
      port.close();
      return;
    }
    if (request.type === "begin") return begin(db, request.id);
    try {
      if (request.type === "end") return openTransaction(request.transaction).end(request);
      const target = request.transaction === undefined ? db : openTransaction(request.transaction).tx;
      // Parser functions cannot cross threads: the caller names the types to keep as text.
      const parsers = Object.fromEntries(
        request.keepAsText.map((oid) => [oid, (/** @type {string} */ v) => v]),
      );
      const options = { rowMode: request.rowMode, parsers };
      if (request.type === "exec") reply(request.id, (await target.exec(request.sql, options)).map(plain));
      else reply(request.id, plain(await target.query(request.sql, request.params, options)));
    } catch (error) {
      fail(request.id, error);
    }
  });
}
