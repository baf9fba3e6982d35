// Embedded PGlite (Postgres compiled to WebAssembly) on a thread of its own: in the HTTP thread its
// work held up every other request. server/db/pglite-thread.ts is the
// other end. Plain JavaScript, so that the same file runs from the source tree (tests) and from
// the build (copied next to server.js) without a compile step.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/** @typedef {import("./pglite-thread").ThreadRequest} ThreadRequest */

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");
const { dataDir, migrationsFolder, createOnly } =
  /** @type {{ dataDir?: string; migrationsFolder: string; createOnly?: boolean }} */ (workerData);

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

/** @returns {Promise<PGlite | undefined>} */
async function open() {
  try {
    // pg_trgm: the inbox search's index (migration 0003), as on a PostgreSQL server.
    const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    if (createOnly) {
      // Only to create the folder (see pglite-thread.ts): done, and the thread ends.
      await db.close();
      port?.postMessage({ type: "ready" });
      port?.close();
      return undefined;
    }
    await migrate(drizzle({ client: db }), { migrationsFolder });
    return db;
  } catch (error) {
    // The caller rejects its start with this; closing the port lets the thread end.
    port?.postMessage({ type: "failed", error: serialize(error) });
    port?.close();
    return undefined;
  }
}

const db = await open();
if (db) port.postMessage({ type: "ready" });

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

/** @typedef {{ id: number; commit: boolean }} Ending the request that ends a transaction */

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
  if (!db) return;
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
