import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export type Holder = "server" | "admin";

/** Another live process has the embedded database open. */
export class DatabaseBusyError extends Error {
  constructor(
    readonly pid: number,
    readonly holder: Holder,
  ) {
    super(`The embedded database is in use by process ${pid} (${holder}).`);
  }
}

export type DatabaseLock = { file: string; release(): void };

const lockFile = (dataDir: string) => path.join(dataDir, "db.lock");

/**
 * Embedded PGlite is one process's: two opening $DATA_DIR/db at once would corrupt it. Whoever
 * opens it (the server, an admin command) first writes its pid to $DATA_DIR/db.lock and removes
 * the file when it closes. A file whose process is gone (a crash, a container restarted with the
 * same pid as ours) is taken over.
 */
export function lockEmbeddedDatabase(dataDir: string, holder: Holder): DatabaseLock {
  const file = lockFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid} ${holder}\n`, { flag: "wx" });
      const release = () => {
        process.off("exit", release);
        if (ownerOf(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      // A path out of the process that skips the regular close still frees the database; a
      // regular release takes this back, so a process that locks again and again adds none.
      process.once("exit", release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(file);
      if (owner && owner.pid !== process.pid && alive(owner.pid))
        throw new DatabaseBusyError(owner.pid, owner.holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not create ${file}.`);
}

function ownerOf(file: string): { pid: number; holder: Holder } | undefined {
  try {
    const [pid, holder] = readFileSync(file, "utf8").trim().split(/\s+/);
    const number = Number(pid);
    if (!Number.isInteger(number) || number <= 0) return undefined;
    return { pid: number, holder: holder === "admin" ? "admin" : "server" };
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // It exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
