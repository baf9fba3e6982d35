// A PostgreSQL cluster of the script's own (initdb into a temporary folder, its own port, trust
// auth on loopback), which it may restart at will: the machine's shared PostgreSQL serves others'
// tests and is never touched.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server.mjs";

/** The newest PostgreSQL binaries Debian installed, or undefined. */
export function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], "bin");
}

/**
 * PostgreSQL refuses to run as root; then the cluster is the `postgres` user's.
 * @returns {{ uid: number, gid: number } | undefined}
 */
function runAs() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (/** @type {string} */ flag) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** @param {string} bin */
export async function startPrivatePostgres(bin) {
  const user = runAs();
  const folder = mkdtempSync(path.join(tmpdir(), "faults-postgres-"));
  if (user) chownSync(folder, user.uid, user.gid);
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  // Not synchronous: the visitors in this process go on while PostgreSQL restarts.
  /** @param {string} tool @param {string[]} args */
  const run = async (tool, args) => {
    try {
      await promisify(execFile)(path.join(bin, tool), args, { ...user, cwd: folder });
    } catch (error) {
      const { stderr, stdout } = /** @type {{ stderr?: string, stdout?: string }} */ (error);
      throw new Error(`${tool} ${args.join(" ")} failed:\n${stderr || stdout || error}`);
    }
  };
  await run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  // The socket goes in the cluster's own folder: /var/run/postgresql is the shared server's.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const pgCtl = (/** @type {string[]} */ ...args) =>
    run("pg_ctl", [...args, "-D", dataDir, "-l", path.join(folder, "log"), "-o", options, "-w"]);
  await pgCtl("start");
  // Whatever ends the script (an exception, Ctrl-C), the cluster does not outlive it.
  const removeAtExit = () => {
    try {
      execFileSync(path.join(bin, "pg_ctl"), ["stop", "-m", "immediate", "-D", dataDir], {
        ...user,
        stdio: "ignore",
      });
    } catch {
      // already stopped
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once("exit", removeAtExit);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    /** A new database in the cluster; its URL. */
    async createDatabase(/** @type {string} */ prefix) {
      const name = `${prefix}_${(databases += 1)}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /** Stops the server (sessions cut off, as `pg_ctl restart` does) and starts it again. */
    restart: () => pgCtl("restart", "-m", "fast"),
    /** Stops it and removes its folder. */
    remove() {
      process.removeListener("exit", removeAtExit);
      removeAtExit();
    },
  };
}
