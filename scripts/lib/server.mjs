// Starts the built server on a free port for a measurement script, and stops it afterwards.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import path from "node:path";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export function ensureBuilt(dir = buildDir) {
  if (!existsSync(path.join(dir, "server.js"))) {
    throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  }
}

/** A port nothing listens on now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {Record<string, string>} env  extra environment; a fresh DATA_DIR unless it names one,
 *   because PGlite's folder must never be opened by two servers.
 * @param {{ port?: number, log?: number, dir?: string }} options  a given port (a
 *   server started again where its visitors are), where its log goes (a file descriptor), and
 *   the build to serve (BUILD_DIR unless given: lighthouse.mjs serves two builds side by side).
 */
export async function startServer(env = {}, { port: givenPort, log, dir = buildDir } = {}) {
  ensureBuilt(dir);
  const port = givenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // e.g. SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the measured server.
  const nodeFlags = (process.env.SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, path.join(dir, "server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: dir,
      APP_URL: origin,
      LOG_LEVEL: "warn",
      // Measured as deployed: React's production build, which needs a given secret.
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ...env,
      DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shopcity-data-")),
    },
    stdio: ["ignore", log ?? "ignore", log ?? "inherit"],
  });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let gone = false;
  // A script that ends, however it ends, takes its server with it.
  const killAtExit = () => child.kill("SIGKILL");
  process.once("exit", killAtExit);
  void exited.then(() => {
    gone = true;
    process.removeListener("exit", killAtExit);
  });
  // PGlite starts slowly on a loaded machine: as long as the browser tests wait for it.
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (gone) throw new Error(`the server exited while starting (${JSON.stringify(await exited)})`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("server did not start within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: /** @type {number} */ (child.pid),
    /** The server's resident memory now, in MB (its threads and child processes included). */
    rssMb: () => residentMb(/** @type {number} */ (child.pid)),
    /** CPU time (user + system, ms) the server and its worker processes have used so far. */
    cpuMs: () => processTreeCpuMs(/** @type {number} */ (child.pid)),
    /** Resolves when the process ends, however it ends. */
    exited,
    stop: () => signal("SIGTERM"),
    /** As a crash or the OOM killer ends it: no shutdown, whatever was in flight is cut off. */
    kill: () => signal("SIGKILL"),
  };
  /** @param {NodeJS.Signals} name */
  function signal(name) {
    if (!gone) child.kill(name);
    return exited;
  }
}

/**
 * CPU time of a process and its children, from Linux's /proc; NaN elsewhere. Less sensitive than
 * throughput to what else the machine is running, so it shows what a change costs.
 * @param {number} pid
 * @returns {number} milliseconds
 */
export function processTreeCpuMs(pid) {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks
    // (100 a second on Linux).
    const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    return own + childPids(pid).reduce((sum, child) => sum + processTreeCpuMs(child), 0);
  } catch {
    return Number.NaN;
  }
}

/**
 * Resident set size (VmRSS) of a process and its children, from Linux's /proc, in MB; NaN
 * elsewhere or once it has ended. Threads share their process's memory and count once; a database
 * the server runs in a child process counts as the server's.
 * @param {number} pid
 */
export function residentMb(pid) {
  return Math.round(residentKb(pid) / 1024);
}

/** @param {number} pid @returns {number} */
function residentKb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    if (kb === undefined) return Number.NaN;
    return Number(kb) + childPids(pid).reduce((sum, child) => sum + (residentKb(child) || 0), 0);
  } catch {
    return Number.NaN;
  }
}

/** @param {number} pid */
function childPids(pid) {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

/** @typedef {Awaited<ReturnType<typeof startServer>>} StartedServer */
