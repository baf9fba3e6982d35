// Embedded PGlite (Postgres compiled to WebAssembly) in a process of its own, served on a Unix
// socket by @electric-sql/pglite-socket, so that the server talks to it with the same `pg` driver
// as to a PostgreSQL server. Started by server/db/pglite-process.ts as
// `node pglite-worker.mjs [data folder]`; unset, the database is in memory. As
// `node pglite-worker.mjs --create <data folder>` it only creates the database and exits: see
// pglite-process.ts for why. `--dump <file>` writes a new, empty database to a tarball (the build).
// The socket is in a temporary folder of its own, which only this user may enter. Once it takes
// connections the process sends that folder's path over the IPC channel. It closes the database
// (writing it out), removes the folder and exits when told "close" or when its parent has gone.
// Plain JavaScript, so that the same file runs from the source tree (tests) and from the build
// (copied next to server.js) without a compile step.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * PostgreSQL's memory settings, sized for one site rather than PostgreSQL's defaults.
 * WebAssembly memory never shrinks, so whatever Postgres touches once stays in the process's RSS
 * for good; PostgreSQL's default shared buffers alone were a third of it (docs/benchmarks.md,
 * "Server memory"). The operating system's page cache stays behind PGlite's files, so a page
 * missing from the shared buffers costs a read system call, not a disk seek.
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
  // One backend (single-user mode); shared memory is sized by this. Default 100.
  max_connections: "4",
};

/** PGlite's options: pg_trgm and the settings above. */
const options = {
  // pg_trgm: the inbox search's index (migration 0003), as on a PostgreSQL server.
  extensions: { pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(memorySettings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ],
};

/**
 * A new, empty database made by `npm run build` (`--dump`), unpacked by `--create` instead of
 * running initdb: initdb runs several WebAssembly instances at once, more memory than a small
 * machine has (docs/benchmarks.md, "Server memory"). Missing in the source tree, where tests run
 * initdb as before.
 */
const emptyDatabase = new URL("./pglite-empty.tar.gz", import.meta.url);

const [mode, target] = process.argv.slice(2);

if (mode === "--dump") {
  // Without a file it would fall through and serve a database in a folder named "--dump".
  if (!target) {
    console.error("usage: node pglite-worker.mjs --dump <file>");
    process.exit(2);
  }
  const db = await PGlite.create(options);
  const tarball = await db.dumpDataDir("gzip");
  writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
  await db.close();
  process.exit(0);
}

if (mode === "--create") {
  try {
    const loadDataDir = existsSync(emptyDatabase) ? new Blob([readFileSync(emptyDatabase)]) : undefined;
    await (await PGlite.create(target, { ...options, loadDataDir })).close();
    process.exit(0);
  } catch (error) {
    // The parent rejects its start with this line.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const dataDir = mode;
const socketDir = mkdtempSync(path.join(tmpdir(), "pglite-"));
// node-postgres finds it as port 5432 in the folder given as `host`.
const socketPath = path.join(socketDir, ".s.PGSQL.5432");

/**
 * While a database process runs, `<folder>.pid` beside the folder holds its pid. A server killed
 * outright leaves its database process closing the folder for a moment, and the server started in
 * its place (server/db-lock.ts lets it in: the killed one is gone) must not open the folder before
 * that process is done, or two Postgres instances would write it at once.
 */
async function waitForPrevious(/** @type {string} */ pidFile) {
  for (;;) {
    const pid = Number(readFileSync(pidFile, { encoding: "utf8", flag: "a+" }).trim());
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(pidFile, `${process.pid}\n`);
}

function alive(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

const pidFile = dataDir && `${path.resolve(dataDir)}.pid`;

/** Opens (creating it if new) the database and serves it on the socket. */
async function serve() {
  if (pidFile) await waitForPrevious(pidFile);
  const db = await PGlite.create(dataDir, options);
  // The multiplexer queues single protocol messages and keeps one connection's together only
  // inside a transaction, so two connections' statements outside one could mix (one's unnamed
  // prepared statement replaced between its Parse and its Bind). The server's pool therefore
  // holds one connection; a second slot lets a replacement connect before the old one's close
  // has been seen.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  return { db, server };
}

const served = serve().catch((error) => {
  rmSync(socketDir, { recursive: true, force: true });
  // The parent rejects its start with this line.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

/** @type {Promise<void> | undefined} */
let closing;
function close() {
  closing ??= (async () => {
    const { db, server } = await served;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    rmSync(socketDir, { recursive: true, force: true });
    if (pidFile) rmSync(pidFile, { force: true });
    process.exit(0);
  })();
}

process.on("message", (message) => message === "close" && close());
// The IPC channel closes when the parent exits, however it ends (SIGKILL too), even mid-start.
process.on("disconnect", close);
// Ctrl-C and a service manager signal the whole process group; the server, still finishing its
// requests, says when the database may close.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});

await served;
if (process.connected) process.send?.({ socketDir });
