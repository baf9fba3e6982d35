import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** What the HTTP thread asks of the database thread (server/db/pglite-worker.mjs). */
export type ThreadRequest =
  | {
      type: "query";
      id: number;
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      keepAsText: number[];
    }
  | { type: "close" };

type ThreadReply =
  | { type: "ready" }
  | { type: "closed" }
  | { type: "failed"; error: PlainError }
  | { type: "result"; id: number; result: Results }
  | { type: "error"; id: number; error: PlainError };

type PlainError = { message: string } & Record<string, string>;

export type PgliteThread = {
  /** Stands in for a PGlite instance in drizzle's PGlite driver, which only calls `query`. */
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

const exited = (code: number) => new Error(`the database thread exited (code ${code})`);

function toError(plain: PlainError): Error {
  return Object.assign(new Error(plain.message), plain);
}

/** Starts the thread and waits until its database is open, or rejects with the reason. */
function startWorker(workerData: { dataDir?: string; migrationsFolder: string; createOnly?: boolean }) {
  const worker = new Worker(workerScript, { workerData });
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
 * answered there. Queries are serialised by PGlite itself, as they were in-thread.
 */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const { dataDir, migrationsFolder } = options;
  if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    // Creating the database (initdb) leaves its WebAssembly memory behind in its thread, so a
    // thread of its own creates it and ends, taking that memory with it.
    const creator = await startWorker({ dataDir, migrationsFolder, createOnly: true });
    await once(creator, "exit");
  }
  const worker = await startWorker({ dataDir, migrationsFolder });
  const pending = new Map<number, { resolve: (result: Results) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let dead: Error | undefined;
  let closing = false;
  let closed: (() => void) | undefined;

  const failAll = (error: Error) => {
    if (dead) return;
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

  const query = (sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}) => {
    if (dead) return Promise.reject(dead);
    if (closing) return Promise.reject(new Error("the database is closed"));
    const id = nextId++;
    const request: ThreadRequest = {
      type: "query",
      id,
      sql,
      params,
      rowMode: queryOptions.rowMode ?? "object",
      // drizzle's parsers keep dates and intervals as the text PostgreSQL sent.
      keepAsText: Object.keys(queryOptions.parsers ?? {}).map(Number),
    };
    return new Promise<Results>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  };
  const unsupported = () => {
    throw new Error("only single statements are sent to the PGlite thread (no transactions)");
  };

  return {
    client: { query, transaction: unsupported, exec: unsupported } as unknown as PGlite,
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
