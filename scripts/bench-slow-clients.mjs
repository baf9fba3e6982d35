// npm run bench:slow: whether a few hundred slow clients stop the built server answering others.
// It measures normal requests with autocannon (req/s, p99) on an idle server, then again while
// SLOW_CLIENTS connections dribble a byte a second: half send their headers that way (slowloris),
// half a form's body. Each one cut off by the server reconnects at once, as an attacker's would, so
// the pressure holds for the whole measurement. It prints the figures, how long the server let the
// slow clients hang on, its open file descriptors and their limit; BENCH_DOCS=1 also writes them
// into docs/benchmarks.md.
//
// The server runs with its configured limits (server/http/guards/connection-limits.ts); HEADERS_TIMEOUT_MS and the other
// variables given to this script reach it, e.g. HEADERS_TIMEOUT_MS=60000 REQUEST_TIMEOUT_MS=300000
// for Node's own defaults.
import { readFileSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import autocannon from "autocannon";
import { markdownTable, runContext, writeRun } from "./lib/bench-docs.mjs";
import { startServer } from "./lib/server.mjs";

const slowCount = Number(process.env.SLOW_CLIENTS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dripMs = Number(process.env.SLOW_DRIP_MS ?? 1_000);
/** A prerendered page (answered from memory) and one React Router renders per request. */
const paths = ["/", "/api/form-token"];

/** @param {string} origin @param {string} path */
async function measure(origin, path) {
  const result = await autocannon({ url: origin + path, connections: 10, duration: seconds });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    errors: result.errors + result.timeouts,
    "non-2xx": result.non2xx,
  };
}

/**
 * Keeps `count` connections dribbling `drip` a byte at a time after `head`, each reopened as soon
 * as the server closes it; records how long each one was let live.
 * @param {number} port @param {number} count
 */
function slowClients(port, count) {
  /** @type {{ headers: number[], body: number[] }} how long each cut-off client lived, by kind */
  const livedMs = { headers: [], body: [] };
  /** @type {Set<import("node:net").Socket>} */
  const open = new Set();
  let stopped = false;
  let answered408 = 0;
  const body = "name=slow".padEnd(4_000, "x");
  /** @typedef {{ name: "headers" | "body", head: string, drip: string }} Kind */
  /** @type {Kind} */
  const slowHeaders = {
    name: "headers",
    head: `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
    drip: "X-Slow: aaaaaaaa\r\n",
  };
  /** @type {Kind} */
  const slowBody = {
    name: "body",
    head:
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`,
    drip: body,
  };
  /** @param {Kind} kind */
  const start = (kind) => {
    if (stopped) return;
    const socket = connect(port, "127.0.0.1");
    const opened = Date.now();
    let sent = 0;
    open.add(socket);
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      if (chunk.toString("latin1").startsWith("HTTP/1.1 408")) answered408 += 1;
    });
    socket.write(kind.head);
    const timer = setInterval(() => {
      if (socket.writable) socket.write(kind.drip[sent++ % kind.drip.length] ?? "x");
    }, dripMs);
    socket.once("close", () => {
      clearInterval(timer);
      open.delete(socket);
      if (stopped) return;
      livedMs[kind.name].push(Date.now() - opened);
      start(kind);
    });
  };
  for (let i = 0; i < count; i += 1) start(i % 2 ? slowBody : slowHeaders);
  return {
    livedMs,
    get answered408() {
      return answered408;
    },
    get open() {
      return open.size;
    },
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

/** Open file descriptors of a process and its soft limit, from Linux's /proc. @param {number} pid */
function descriptors(pid) {
  try {
    const used = readdirSync(`/proc/${pid}/fd`).length;
    const limit = /Max open files\s+(\d+|unlimited)/.exec(readFileSync(`/proc/${pid}/limits`, "utf8"))?.[1];
    return { used, limit: limit ?? "?" };
  } catch {
    return { used: Number.NaN, limit: "?" };
  }
}

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

const server = await startServer();
const port = Number(new URL(server.origin).port);
/** @type {Record<string, unknown>[]} */
const rows = [];
/** @type {Record<string, unknown>[]} */
let slowSummary = [];
/** @type {Record<string, unknown>} */
let fds = {};
try {
  // Warm-up: the first renders compile and fill caches.
  for (const path of paths) await autocannon({ url: server.origin + path, connections: 4, amount: 200 });
  for (const path of paths) {
    rows.push({ path, "slow clients": 0, ...(await measure(server.origin, path)) });
  }
  const idleFds = descriptors(server.pid);
  const slow = slowClients(port, slowCount);
  // Let them all connect and start dribbling before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const loadedFds = descriptors(server.pid);
  for (const path of paths) {
    rows.push({ path, "slow clients": slow.open, ...(await measure(server.origin, path)) });
  }
  // Keep them on until the slow bodies too have met their limit (REQUEST_TIMEOUT_MS, 30 s by default).
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (slow.livedMs.body.length >= slowCount / 2) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  slow.stop();
  slowSummary = Object.entries(slow.livedMs).map(([kind, lived]) => ({
    "slow clients": `${slowCount / 2} sending their ${kind}`,
    "cut off": lived.length,
    "lived, median s": (percentile(lived, 50) / 1000).toFixed(1),
    "lived, max s": (Math.max(...lived) / 1000).toFixed(1),
  }));
  fds = {
    "server fds idle": idleFds.used,
    "server fds with slow clients": loadedFds.used,
    "fd limit (soft)": loadedFds.limit,
    "408 answers": slow.answered408,
  };
} finally {
  await server.stop();
}

console.log(`Normal requests (autocannon, 10 connections, ${seconds} s), without and with slow clients:`);
console.table(rows);
console.log(`Slow clients (a byte every ${dripMs} ms; each reconnects when cut off):`);
console.table(slowSummary);
console.table([fds]);

if (process.env.BENCH_DOCS === "1") {
  const { date, commit, dirty, machine } = runContext();
  await writeRun({
    heading: "## Slow clients",
    intro:
      "`npm run bench:slow` (scripts/bench-slow-clients.mjs): the built server with its default limits " +
      "(HEADERS_TIMEOUT_MS 10 s, REQUEST_TIMEOUT_MS 30 s, KEEP_ALIVE_TIMEOUT_MS 5 s), measured by " +
      "autocannon with and without a few hundred slow clients (half slowloris headers, half slow " +
      "bodies, a byte a second, each reconnecting when cut off).",
    marker: "bench:slow",
    body: [
      `### ${date}, commit ${commit}${dirty}`,
      "",
      `${machine}, load average ${os.loadavg()[0]?.toFixed(1)} at the end; ${slowCount} slow clients, a byte every ${dripMs} ms; autocannon 10 connections, ${seconds} s per row.`,
      "",
      markdownTable(rows),
      "",
      markdownTable(slowSummary),
      "",
      markdownTable([fds]),
    ].join("\n"),
  });
}
