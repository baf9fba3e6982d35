import { execFile, fork } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { DatabaseUnreachableError } from "./unreachable";

export type PgliteProcess = {
  /** The folder of its Unix socket, which node-postgres takes as `host` (port 5432 names the file). */
  socketDir: string;
  /** Set once the process has exited. */
  readonly exited: Error | undefined;
  /** Closes the database (writing it out) and waits for the process to end. */
  close(): Promise<void>;
};

export type PgliteProcessOptions = {
  /** PGlite's folder; unset means in memory. */
  dataDir?: string;
  /** Told once if the process exits without being closed. */
  onExit?: (error: Error) => void;
};

const script = fileURLToPath(new URL("./pglite-worker.mjs", import.meta.url));
const closeTimeoutMs = 10_000;

async function create(dataDir: string) {
  try {
    await promisify(execFile)(process.execPath, [script, "--create", dataDir]);
  } catch (error) {
    // The script's last line says what failed (e.g. a folder it may not write).
    const reason = String((error as { stderr?: string }).stderr ?? "")
      .trim()
      .split("\n")
      .at(-1);
    throw new Error(reason || `creating the database failed: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Starts embedded PGlite in a child process (./pglite-worker.mjs) serving PostgreSQL's protocol
 * on a Unix socket, and resolves once it takes connections. The child ends when closed, and by
 * itself when this process ends, however it ends.
 */
export async function startPgliteProcess({ dataDir, onExit }: PgliteProcessOptions): Promise<PgliteProcess> {
  // Creating a database (initdb) leaves hundreds of MB of WebAssembly memory in the process that
  // ran it, for good (docs/benchmarks.md, "Server memory"): a process of its own does it and ends.
  if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) await create(dataDir);
  const child = fork(script, dataDir ? [dataDir] : [], {
    // Not the server's own flags (nor a test runner's): the child only runs PGlite.
    execArgv: [],
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });

  const { socketDir } = await new Promise<{ socketDir: string }>((resolve, reject) => {
    child.once("message", resolve);
    child.once("error", reject);
    child.once("exit", (code) => {
      // The script's last line says what failed (e.g. a folder it may not write).
      const reason = stderr.trim().split("\n").at(-1);
      reject(new Error(reason || `the database process exited (code ${code})`));
    });
  });

  let exited: Error | undefined;
  let closing = false;
  const ended = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      // Marked as an outage, not a query's mistake: the site answers "try again in a moment".
      exited = new DatabaseUnreachableError(`the database process exited (${signal ?? `code ${code}`})`);
      // Its own to remove, unless it was killed.
      rmSync(socketDir, { recursive: true, force: true });
      if (!closing) onExit?.(exited);
      resolve();
    }),
  );
  // Neither the child nor its channel keeps this process alive; the child follows it out.
  child.unref();
  child.channel?.unref();
  (child.stderr as Socket | null)?.unref();

  return {
    socketDir,
    get exited() {
      return exited;
    },
    async close() {
      if (closing || exited) return ended;
      closing = true;
      child.send("close");
      const timer = setTimeout(() => child.kill("SIGKILL"), closeTimeoutMs);
      await ended;
      clearTimeout(timer);
    },
  };
}
