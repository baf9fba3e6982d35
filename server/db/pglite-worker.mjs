// Embedded PGlite (Postgres compiled to WebAssembly) on a thread of its own: in the HTTP thread its
// work held up every other request. server/db/pglite-thread.ts is the
// other end. Plain JavaScript, so that the same file runs from the source tree (tests) and from
// the build (copied next to server.js) without a compile step.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
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
    const db = await PGlite.create(dataDir);
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

port.on("message", async (/** @type {ThreadRequest} */ request) => {
  if (!db) return;
  if (request.type === "close") {
    await db.close().catch(() => {});
    port.postMessage({ type: "closed" });
    port.close();
    return;
  }
  try {
    // Parser functions cannot cross threads: the caller names the types to keep as text.
    const parsers = Object.fromEntries(
      request.keepAsText.map((oid) => [oid, (/** @type {string} */ v) => v]),
    );
    const result = await db.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    port.postMessage({
      type: "result",
      id: request.id,
      result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
    });
  } catch (error) {
    port.postMessage({ type: "error", id: request.id, error: serialize(error) });
  }
});
