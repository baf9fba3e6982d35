// npm run bench:leads: valid demo requests POSTed to the built server at 50 connections for 10 s,
// on PGlite and on PostgreSQL, right after a 5 s warm-up in the same run (its figures shown apart):
// leads accepted per second, p50 and p99 latency, and the server's CPU time per lead (which depends
// less than throughput on what else the machine is doing). Then it checks that every accepted lead
// (each 2xx, by its visitor) is in the database and that every stored lead's two e-mails (team
// notification, acknowledgement) reached a real SMTP server in this process (on a thread of its
// own). Leads still in flight when the run ends may be stored without being counted as accepted;
// their mail must arrive too; the server's CPU time per mail while it drains is shown as well.
// Needs a build (`npm run build`).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { startServer } from "./lib/server.mjs";
import { compileTs, importTs } from "./lib/typescript.mjs";

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Longer than the outbox's retry back-off to start with, so a failed round does not end the drain.
const drainStallSeconds = Number(process.env.BENCH_DRAIN_STALL_SECONDS ?? 60);
// BENCH_ROUNDS=3 loads one server three times over, to see whether its memory keeps growing.
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const targets = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",");
const secret = randomBytes(32).toString("base64url");
const rateLimit = 1_000_000_000;

const { formTokens, openDatabase, createPostgresDatabase } = await importTs(
  "bench-leads",
  "server/leads/form-token.ts",
  "server/db/client.ts",
  "server/testing/databases.ts",
);
const smtpModule = await compileTs("bench-leads-smtp", "server/testing/smtp.ts");
const tokens = formTokens(secret);

/**
 * The SMTP server that receives the mail, on a thread of its own so that it does not delay
 * autocannon's handling of responses. It counts the mails without parsing them: mailparser costs
 * more CPU per mail than the server spends sending it, taken from the server being measured.
 */
async function startSmtpThread() {
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
    import(${JSON.stringify(smtpModule)}).then(async ({ startSmtpServer }) => {
      const smtp = await startSmtpServer(0, { parse: false });
      parentPort.postMessage({ url: smtp.url });
      let told = 0;
      const timer = setInterval(() => {
        if (smtp.accepted !== told) parentPort.postMessage({ received: (told = smtp.accepted) });
      }, 50);
      parentPort.once("message", () => { clearInterval(timer); smtp.close().then(() => parentPort.close()); });
    });`,
    { eval: true },
  );
  const counter = { url: "", received: 0 };
  await new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.on("message", (/** @type {{ url?: string, received?: number }} */ message) => {
      if (message.url) resolve((counter.url = message.url));
      if (message.received !== undefined) counter.received = message.received;
    });
  });
  return {
    get url() {
      return counter.url;
    },
    get received() {
      return counter.received;
    },
    close: () =>
      new Promise((resolve) => {
        worker.once("exit", resolve);
        worker.postMessage("close");
      }),
  };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Responses of one phase of the load: how many were accepted, and their latencies. */
function phaseFigures() {
  /** @type {number[]} */
  const latencies = [];
  let accepted = 0;
  return {
    get accepted() {
      return accepted;
    },
    add(/** @type {number} */ status, /** @type {number} */ ms) {
      latencies.push(ms);
      if (status >= 200 && status < 300) accepted++;
    },
    /** Nearest-rank percentile, in whole milliseconds as autocannon gives them. */
    percentile(/** @type {number} */ p) {
      if (latencies.length === 0) return "-";
      const sorted = latencies.toSorted((a, b) => a - b);
      return Math.round(sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN);
    },
  };
}

/**
 * Peak resident memory of the server (its child processes included), sampled while it runs.
 * @param {import("./lib/server.mjs").StartedServer} server
 */
function peakRss(server) {
  let peak = server.rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, server.rssMb())), 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * One round of load on a running server: the warm-up and the measured window, then the wait
 * until the mail of every accepted lead has gone out.
 * @param {import("./lib/server.mjs").StartedServer} server
 * @param {Awaited<ReturnType<typeof startSmtpThread>>} smtp
 * @param {{ next: () => number, acceptedVisitors: Set<number> }} visitors
 */
async function loadRound(server, smtp, visitors) {
  const mailsBefore = smtp.received;
  const windowStart = performance.now() + warmUpSeconds * 1000;
  /** @type {(result: import("autocannon").Result) => void} */
  let finish = () => {};
  /** @type {(error: unknown) => void} */
  let fail = () => {};
  /** @type {Promise<import("autocannon").Result>} */
  const finished = new Promise((resolve, reject) => ([finish, fail] = [resolve, reject]));
  const instance = autocannon(
    {
      url: `${server.origin}/book-demo.data`,
      connections,
      duration: warmUpSeconds + duration,
      requests: [
        {
          method: "POST",
          setupRequest(request, context) {
            const n = visitors.next();
            /** @type {{ visitor?: number }} */ (context).visitor = n;
            const body = new URLSearchParams({
              firstName: "Bench",
              lastName: `Visitor ${n}`,
              email: `visitor${n}@bench.test`,
              cityName: "Dover",
              timeSlot: "morning",
              _formToken: tokens.issue(Date.now() - 60_000),
            }).toString();
            return { ...request, headers: { "content-type": "application/x-www-form-urlencoded" }, body };
          },
          onResponse(status, _body, context) {
            if (status >= 200 && status < 300)
              visitors.acceptedVisitors.add(/** @type {{ visitor: number }} */ (context).visitor);
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  // A server that has just started runs its first seconds with cold JIT (and, on PGlite, with
  // WebAssembly not yet tiered up), well below its speed once warm. The measured window follows
  // the warm-up in the same run, on the same connections: two runs would leave the first one's
  // requests in flight, abandoned but still being handled, in the second one's first moment.
  const warmUp = phaseFigures();
  const measured = phaseFigures();
  let cpuBefore = Number.NaN;
  const windowTimer = setTimeout(() => (cpuBefore = server.cpuMs()), warmUpSeconds * 1000);
  instance.on("response", (_client, status, _bytes, responseTime) => {
    // A request belongs to the phase in which it was sent.
    const phase = performance.now() - responseTime >= windowStart ? measured : warmUp;
    phase.add(status, responseTime);
  });
  const result = await finished;
  clearTimeout(windowTimer);
  const cpuPerLead = (server.cpuMs() - cpuBefore) / Math.max(1, measured.accepted);
  const accepted = warmUp.accepted + measured.accepted;
  // Requests still in flight when the run ended may be stored too, so the drain waits for the
  // mail to stop coming (at least two per accepted lead) rather than for a fixed number. It gives
  // up only when no mail has come for a while: how long the drain takes grows with how many leads
  // the machine took, so a fixed deadline would count a fast run's queue as lost mail.
  const deliveryStarted = Date.now();
  const [cpuAtDrain, mailsAtDrain] = [server.cpuMs(), smtp.received];
  let lastCount = -1;
  let lastChange = Date.now();
  for (;;) {
    if (smtp.received !== lastCount) [lastCount, lastChange] = [smtp.received, Date.now()];
    const quietMs = Date.now() - lastChange;
    if (smtp.received - mailsBefore >= accepted * 2 && quietMs > 3_000) break;
    if (quietMs > drainStallSeconds * 1000) break;
    await sleep(200);
  }
  const deliverySeconds = (lastChange - deliveryStarted) / 1000;
  const cpuPerMail = (server.cpuMs() - cpuAtDrain) / Math.max(1, smtp.received - mailsAtDrain);
  return {
    "accepted/s": Math.round(measured.accepted / duration),
    "p50 ms": measured.percentile(50),
    "p99 ms": measured.percentile(99),
    "server CPU ms/lead": Number.isNaN(cpuPerLead) ? "-" : Number(cpuPerLead.toFixed(2)),
    "warm-up: accepted/s": warmUpSeconds > 0 ? Math.round(warmUp.accepted / warmUpSeconds) : "-",
    "warm-up: p99 ms": warmUpSeconds > 0 ? warmUp.percentile(99) : "-",
    "accepted (with warm-up)": accepted,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
    "mail drain s": Number(deliverySeconds.toFixed(1)),
    "drain: mails/s": Math.round((smtp.received - mailsAtDrain) / Math.max(0.001, deliverySeconds)),
    "drain: server CPU ms/mail": Number.isNaN(cpuPerMail) ? "-" : Number(cpuPerMail.toFixed(2)),
    "server RSS MB: after the round": server.rssMb(),
  };
}

/** @param {"pglite" | "postgres"} target */
async function run(target) {
  const smtp = await startSmtpThread();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-data-"));
  const postgres = target === "postgres" ? await createPostgresDatabase("shopcity_bench") : undefined;
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    SMTP_URL: smtp.url,
    LEADS_TO: "team@shopcity.test",
    LEAD_RATE_LIMIT: String(rateLimit),
    LEAD_MIN_FILL_MS: "0",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const rssAfterStart = server.rssMb();
  const peak = peakRss(server);
  let sequence = 0;
  /** The visitor numbers whose lead the server accepted (2xx), to look each one up afterwards. */
  const visitors = { next: () => sequence++, acceptedVisitors: new Set() };
  const roundRows = [];
  for (let round = 1; round <= rounds; round++) {
    roundRows.push({ database: target, round, ...(await loadRound(server, smtp, visitors)) });
  }
  const rssPeak = peak.stop();
  await server.stop();

  // The server has stopped, so PGlite's folder may be opened here.
  const migrationsFolder = path.resolve("server/db/migrations");
  const database = await openDatabase(
    postgres
      ? { databaseUrl: postgres.url, migrationsFolder }
      : { pgliteDir: path.join(dataDir, "db"), migrationsFolder },
  );
  const count = async (/** @type {string} */ query) =>
    Number((await database.db.execute(query)).rows[0].count);
  const stored = await count("select count(*) from form_submissions");
  const storedVisitors = new Set(
    (await database.db.execute("select data->>'lastName' as name from form_submissions")).rows.map(
      (/** @type {{ name: string }} */ row) => Number(String(row.name).replace("Visitor ", "")),
    ),
  );
  const acceptedMissing = [...visitors.acceptedVisitors].filter((n) => !storedVisitors.has(n)).length;
  const unsent = await count("select count(*) from email_jobs where sent_at is null");
  const unflagged = await count("select count(*) from form_submissions where not email_sent");
  await database.close();
  await smtp.close();
  await postgres?.drop();
  const accepted = roundRows.reduce((sum, row) => sum + row["accepted (with warm-up)"], 0);
  const summary = {
    database: target,
    rounds,
    stored,
    "accepted, not stored": acceptedMissing,
    "mails received": smtp.received,
    "jobs unsent": unsent,
    "leads not flagged email_sent": unflagged,
    "server RSS MB: after start": rssAfterStart,
    "server RSS MB: peak": rssPeak,
    "nothing lost":
      visitors.acceptedVisitors.size === accepted &&
      acceptedMissing === 0 &&
      unsent === 0 &&
      unflagged === 0 &&
      smtp.received === stored * 2,
  };
  return { roundRows, summary };
}

console.log(
  `bench:leads: POST /book-demo.data, ${connections} connections for ${duration} s per database ` +
    `right after a ${warmUpSeconds} s warm-up on the same connections (BENCH_WARMUP_SECONDS); ` +
    `LEAD_RATE_LIMIT raised to ${rateLimit} and LEAD_MIN_FILL_MS set to 0 for the run.`,
);
const roundRows = [];
const summaries = [];
for (const target of targets) {
  if (target !== "pglite" && target !== "postgres") throw new Error(`unknown target ${target}`);
  const result = await run(target);
  roundRows.push(...result.roundRows);
  summaries.push(result.summary);
}
console.table(roundRows);
console.table(summaries);
if (summaries.some((row) => !row["nothing lost"])) process.exitCode = 1;
