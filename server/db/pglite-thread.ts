import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { DatabaseUnreachableError } from "./unreachable";

type Statement = {
  id: number;
  sql: string;
  rowMode: "array" | "object";
  keepAsText: number[];
  /** Inside a transaction: the id of the request that began it. */
  transaction?: number;
};

/** What the HTTP thread asks of the database thread (server/db/pglite-worker.mjs). */
export type ThreadRequest =
  | (Statement & { type: "query"; params: unknown[] })
  | (Statement & { type: "exec" })
  | { type: "begin"; id: number }
  | { type: "end"; id: number; transaction: number; commit: boolean }
  | { type: "close" };

type ThreadReply =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "failed"; error: PlainError }
  | { type: "result"; id: number; result: unknown }
  | { type: "error"; id: number; error: PlainError };

type PlainError = { message: string } & Record<string, string>;

export type PgliteThread = {
  /** Stands in for a PGlite instance in drizzle's PGlite driver: `query`, `exec` and `transaction`. */
  client: PGlite;
  close(): Promise<void>;
};

export type PgliteThreadOptions = {
  /** PGlite's folder; unset means in memory. */
  dataDir?: string;
  migrationsFolder: string;
  /** Told once if the thread dies while open; every later query fails. */
  onFailure?: (error: Error) => void;
};

const workerScript = new URL("./pglite-worker.mjs", import.meta.url);

/**
 * The database thread's JavaScript heap: it only passes statements and rows between PGlite and the
 * other thread, so a small young generation does (V8 would otherwise grow it as for the HTTP
 * thread). The old generation keeps V8's limit: a large result must not end the thread.
 */
const workerHeap = { maxYoungGenerationSizeMb: 8 };

/** Creates and migrates a new database in a process of its own (pglite-worker.mjs run as a script). */
function createDatabase(dataDir: string, migrationsFolder: string) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [fileURLToPath(workerScript), dataDir, migrationsFolder],
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        // The script's last line says what failed (e.g. the migrations' journal is missing).
        const reason = stderr.trim().split("\n").at(-1);
        reject(new Error(reason || `creating the database failed: ${error.message}`));
      },
    );
  });
}

const exited = (code: number) => new Error(`the database thread exited (code ${code})`);

function toError(plain: PlainError): Error {
  return Object.assign(new Error(plain.message), plain);
}

/** Starts the thread and waits until its database is open, or rejects with the reason. */
function startWorker(workerData: { dataDir?: string; migrationsFolder: string }) {
  const worker = new Worker(workerScript, { workerData, resourceLimits: workerHeap });
  return new Promise<Worker>((resolve, reject) => {
    worker.once("message", (reply: ThreadReply) => {
      if (reply.type === "ready") return resolve(worker);
      void worker.terminate();
      reject(reply.type === "failed" ? toError(reply.error) : new Error("the database thread did not start"));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(exited(code)));
  });
}

/**
 * Starts embedded PGlite on a worker thread, migrates it, and returns a client whose queries are
 * answered there. Queries are serialised by PGlite itself, as they were in-thread: an open
 * transaction holds PGlite's lock there, so statements from outside it wait until it ends.
 */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const { dataDir, migrationsFolder } = options;
  // Creating the database (initdb) and migrating it leave memory behind even in a thread that
  // has ended (V8 and the C allocator keep it for the process), so a process of its own does it.
  if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION")))
    await createDatabase(dataDir, migrationsFolder);
  const worker = await startWorker({ dataDir, migrationsFolder });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;
  let closing = false;
  let closed: (() => void) | undefined;

  const failAll = (reason: Error) => {
    if (dead) return;
    // Marked as an outage, not a query's mistake: the site answers "try again in a moment".
    const error = new DatabaseUnreachableError(reason.message, { cause: reason });
    dead = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    if (!closing) options.onFailure?.(error);
  };

  // Kept for the thread's life: an 'error' event without a listener would end the process.
  worker.on("error", failAll);
  worker.on("message", (reply: ThreadReply) => {
    if (reply.type === "closed") return closed?.();
    if (reply.type !== "result" && reply.type !== "error") return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.type === "result") waiting?.resolve(reply.result);
    else waiting?.reject(toError(reply.error));
  });
  worker.on("exit", (code) => failAll(exited(code)));

  const send = <T>(request: Exclude<ThreadRequest, { type: "close" }>) => {
    // Closed first: the thread exits on close too, and that is no crash to report.
    if (closing) return Promise.reject(new Error("the database is closed"));
    if (dead) return Promise.reject(dead);
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage(request);
    });
  };

  const statement = (sql: string, options: QueryOptions = {}, transaction?: number) => ({
    id: nextId++,
    sql,
    rowMode: options.rowMode ?? "object",
    // drizzle's parsers keep dates and intervals as the text PostgreSQL sent.
    keepAsText: Object.keys(options.parsers ?? {}).map(Number),
    transaction,
  });

  /** PGlite's `query` and `exec`, inside the transaction begun by request `transaction` or outside any. */
  const statements = (transaction?: number) => ({
    query: (sql: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results>({ type: "query", params, ...statement(sql, options, transaction) }),
    exec: (sql: string, options?: QueryOptions) =>
      send<Results[]>({ type: "exec", ...statement(sql, options, transaction) }),
  });

  /** As PGlite's: commits when `callback` resolves, rolls back when it throws, or at `tx.rollback()`. */
  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const id = nextId++;
    await send({ type: "begin", id });
    let ended = false;
    const end = async (commit: boolean) => {
      ended = true;
      await send({ type: "end", id: nextId++, transaction: id, commit });
    };
    const tx = {
      ...statements(id),
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx as unknown as Transaction);
    } catch (error) {
      // The callback's error says what went wrong, also when the rollback fails with the thread.
      if (!ended) await end(false).catch(() => {});
      throw error;
    }
    if (!ended) await end(true);
    return result;
  };

  return {
    client: { ...statements(), transaction } as unknown as PGlite,
    async close() {
      if (closing) return;
      closing = true;
      if (dead) return;
      const done = new Promise<void>((resolve) => {
        closed = resolve;
        worker.once("exit", () => resolve());
      });
      worker.postMessage({ type: "close" } satisfies ThreadRequest);
      await done;
    },
  };
}
