// npm run bench:faults: demo requests sent as a browser without JavaScript sends them, by a few
// dozen concurrent visitors for about 40 s, against the built server on loopback, while the
// script kills the server (SIGKILL) and starts it again twice, stops its SMTP server for 15 s and,
// on the PostgreSQL run, restarts PostgreSQL (a private cluster of its own, never the machine's
// shared one). Each lead also goes to a lead webhook in this process, which verifies every
// signature. Then it waits for the outbox to drain and prints, per database, what visitors saw
// against what was stored and what reached the team's inbox. Last, two server processes on one
// PostgreSQL database behind a round-robin proxy, without faults: every lead once, every mail once.
// Exit code 1 when a thanked lead is missing from the inbox or the database, a stored lead's
// notification never came, a lead is stored twice, a mail repeats without a fault to explain it,
// a thanked lead never reached the webhook (by webhook-id) or reached it under two ids, a
// signature did not verify, or the server crashed.
// Needs a build (`npm run build`). BENCH_DOCS=1 writes the figures into docs/benchmarks.md.
import { randomBytes } from "node:crypto";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { markdownTable, runContext, writeRun } from "./lib/bench-docs.mjs";
import { startVisitors } from "./lib/no-js-visitors.mjs";
import { postgresBinaries, startPrivatePostgres } from "./lib/private-postgres.mjs";
import { startRoundRobin } from "./lib/round-robin.mjs";
import { ensureBuilt, freePort, startServer } from "./lib/server.mjs";
import { startSmtpInbox } from "./lib/smtp-inbox.mjs";
import { importTs } from "./lib/typescript.mjs";
import { startWebhookReceiver } from "./lib/webhook-receiver.mjs";

const loadSeconds = Number(process.env.FAULTS_SECONDS ?? 40);
const roundRobinSeconds = Number(process.env.FAULTS_ROUND_ROBIN_SECONDS ?? 20);
const visitorCount = Number(process.env.FAULTS_VISITORS ?? 30);
const drainSeconds = Number(process.env.FAULTS_DRAIN_SECONDS ?? 150);
const smtpDownSeconds = 15;
// How long the server is up before a fault, and at least after the last one.
const upSeconds = Number(process.env.FAULTS_UP_SECONDS ?? 6);
// server/mail/outbox.ts's lease: a job claimed by a killed server waits this long to be retried.
const leaseSeconds = 60;
// A mail repeated because of a fault was first delivered shortly before it (its round had not yet
// recorded it as sent); "shortly" is generous, so only a repeat no fault explains is flagged.
const inFlightWindowMs = 15_000;
const targets = (process.env.FAULTS_TARGETS ?? "pglite,postgres,round-robin").split(",");
const teamAddress = "team@faults.test";
const secret = randomBytes(32).toString("base64url");
const webhookSecret = `whsec_${randomBytes(32).toString("base64")}`;
const markerPattern = /\b(fv\d+)\b/i;

const { openDatabase } = await importTs("bench-faults", "server/db/client.ts");
const started = Date.now();

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} run @param {string} line */
const progress = (run, line) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${run}: ${line}`);

/** @param {string} smtpUrl @param {string} webhookUrl */
const serverEnv = (smtpUrl, webhookUrl) => ({
  LEAD_WEBHOOK_URL: webhookUrl,
  LEAD_WEBHOOK_SECRET: webhookSecret,
  AUTH_SECRET: secret,
  SMTP_URL: smtpUrl,
  LEADS_TO: teamAddress,
  LEAD_RATE_LIMIT: "1000000000",
  LEAD_MIN_FILL_MS: "0",
  MAIL_RETRY_BASE_MS: "200",
  MAIL_RETRY_CAP_MS: "2000",
  MAIL_POLL_MS: "200",
  LOG_LEVEL: "warn",
});

/**
 * A server as a process manager keeps one: started again after each kill, and after a crash,
 * which is counted. Its log goes to `logFile`.
 * @param {Record<string, string>} env @param {string} logFile @param {string} run
 */
async function keptServer(env, logFile, run) {
  const port = await freePort();
  const log = openSync(logFile, "a");
  /** @type {import("./lib/server.mjs").StartedServer} */
  let current;
  let expected = false;
  /** @type {unknown[]} */
  const crashes = [];
  const launch = async () => {
    expected = false;
    const server = await startServer(env, { port, log });
    current = server;
    void server.exited.then((how) => {
      if (server !== current || expected) return;
      crashes.push(how);
      progress(run, `the server exited by itself (${JSON.stringify(how)}); starting it again`);
      void launch();
    });
  };
  await launch();
  return {
    origin: `http://127.0.0.1:${port}`,
    crashes,
    /** SIGKILL, then started again; how long it took to answer again, in seconds. */
    async killAndRestart() {
      expected = true;
      await current.kill();
      const at = Date.now();
      await launch();
      return (Date.now() - at) / 1000;
    },
    async stop() {
      expected = true;
      await current.stop();
      closeSync(log);
    },
  };
}

/** Unsent jobs in a PostgreSQL database, or NaN while it is unreachable. @param {string} url */
async function unsentJobs(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from email_jobs where sent_at is null");
    return Number(rows[0].n);
  } catch {
    return Number.NaN;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Waits for the outbox to drain: on PostgreSQL until no job is unsent; on PGlite, whose folder
 * only the server may open, until every lease cut short by a fault has run out and no mail has
 * come for 3 s (the unsent jobs are counted once the server has stopped).
 * @param {{ run: string, databaseUrl?: string, lastFaultAt: number, inbox: { accepted: number },
 *   webhook: { received: number } }} drain
 */
async function waitForDrain({ run, databaseUrl, lastFaultAt, inbox, webhook }) {
  const deadline = Date.now() + drainSeconds * 1000;
  let [lastCount, lastChange, lastReport] = [-1, Date.now(), Date.now()];
  for (;;) {
    const arrived = inbox.accepted + webhook.received;
    if (arrived !== lastCount) [lastCount, lastChange] = [arrived, Date.now()];
    const unsent = databaseUrl ? await unsentJobs(databaseUrl) : Number.NaN;
    if (
      databaseUrl
        ? unsent === 0
        : Date.now() > lastFaultAt + (leaseSeconds + 5) * 1000 && Date.now() - lastChange > 3_000
    ) {
      return (Date.now() - (deadline - drainSeconds * 1000)) / 1000;
    }
    if (Date.now() > deadline) {
      progress(run, `the outbox did not drain within ${drainSeconds} s`);
      return Number.NaN;
    }
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now();
      progress(
        run,
        `draining: ${inbox.accepted} mails and ${webhook.received} webhooks received${databaseUrl ? `, ${unsent} jobs unsent` : ""}`,
      );
    }
    await sleep(500);
  }
}

/** What the database holds after the run: each lead's marker and how often it was stored. */
async function storedLeads(/** @type {{ pgliteDir?: string, databaseUrl?: string }} */ where) {
  const database = await openDatabase({ ...where, migrationsFolder: path.resolve("server/db/migrations") });
  const query = async (/** @type {string} */ text) =>
    /** @type {{ rows: Record<string, unknown>[] }} */ (await database.db.execute(text)).rows;
  const rows = await query(
    "select data->>'lastName' as marker, count(*)::int as n from form_submissions group by 1",
  );
  const [jobs] = await query(
    `select count(*) filter (where sent_at is null)::int as unsent,
      count(*) filter (where attempts > 1)::int as retried from email_jobs`,
  );
  const [flags] = await query("select count(*)::int as n from form_submissions where not email_sent");
  await database.close();
  return {
    times: new Map(rows.map((row) => [String(row.marker), Number(row.n)])),
    unsent: Number(jobs?.unsent),
    retried: Number(jobs?.retried),
    unflagged: Number(flags?.n),
  };
}

/**
 * Repeated mails, and how many of them a fault explains: the first copy arrived shortly before a
 * kill, an SMTP stop or a database restart, so the round that sent it could not record it.
 * @param {number[][]} arrivals  per lead, the arrival times of one kind of mail
 * @param {number[]} faultTimes
 */
function repeats(arrivals, faultTimes) {
  let repeated = 0;
  let explained = 0;
  for (const times of arrivals) {
    if (times.length < 2) continue;
    repeated += times.length - 1;
    const first = Math.min(...times);
    if (faultTimes.some((at) => at >= first && at - first <= inFlightWindowMs)) explained += times.length - 1;
  }
  return { repeated, explained };
}

/** "a: 3, b: 1" or "0". @param {Record<string, number>} counts */
const breakdown = (counts) =>
  Object.entries(counts)
    .map(([key, n]) => `${key}: ${n}`)
    .join(", ") || "0";

/** The server log's lines, by level and message. @param {string} file */
function logSummary(file) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    let key = "(not JSON) " + line.slice(0, 80);
    try {
      const entry = JSON.parse(line);
      key = `${entry.level >= 50 ? "error" : "warn"}: ${entry.msg}`;
    } catch {
      // a line that is not pino's, e.g. a crash's stack trace
    }
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * The faults, one after another, each after the server has been up for a few seconds, since a
 * server starting again on a loaded machine takes seconds (PGlite the most): SIGKILL; SMTP down
 * for 15 s, during which PostgreSQL restarts (on PostgreSQL) and the server is killed again.
 * @param {{ name: string, cluster?: Awaited<ReturnType<typeof startPrivatePostgres>> }} run
 * @param {Awaited<ReturnType<typeof keptServer>> | undefined} server
 * @param {Awaited<ReturnType<typeof startSmtpInbox>>} inbox
 * @param {(what: string) => void} fault  records a fault and when it happened
 * @param {number[]} restarts  gets how long each restart took, in seconds
 */
async function injectFaults(run, server, inbox, fault, restarts) {
  if (!server) return;
  const killed = async () => {
    fault("SIGKILL the server");
    restarts.push(Number((await server.killAndRestart()).toFixed(1)));
    progress(run.name, `the server answers again after ${restarts.at(-1)} s`);
  };
  await sleep(upSeconds * 1000);
  await killed();
  await sleep(upSeconds * 1000);
  fault(`SMTP server stopped for ${smtpDownSeconds} s`);
  await inbox.stop();
  const smtpBack = sleep(smtpDownSeconds * 1000).then(async () => {
    await inbox.start();
    progress(run.name, "SMTP server started again");
  });
  if (run.cluster) {
    await sleep(3_000);
    fault("PostgreSQL restarting");
    await run.cluster.restart();
    fault("PostgreSQL restarted");
  }
  await sleep(3_000);
  await killed();
  await smtpBack;
}

/**
 * One run: the visitors against a server (or two behind a round-robin) while the faults happen.
 * @param {{ name: string, cluster?: Awaited<ReturnType<typeof startPrivatePostgres>>,
 *   processes: number, seconds: number, faults: boolean }} run
 */
async function runScenario(run) {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-faults-"));
  const logFile = path.join(folder, "server.log");
  const inbox = await startSmtpInbox({
    teamAddress,
    markerOf: (text) => markerPattern.exec(text)?.[1]?.toLowerCase(),
  });
  const webhook = await startWebhookReceiver({
    secret: webhookSecret,
    markerOf: (fields) => markerPattern.exec(String(fields.lastName ?? ""))?.[1]?.toLowerCase(),
  });
  const databaseUrl = run.cluster ? await run.cluster.createDatabase("faults") : undefined;
  const env = {
    ...serverEnv(inbox.url, webhook.url),
    DATA_DIR: path.join(folder, "data"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const servers = [];
  for (let i = 0; i < run.processes; i += 1) servers.push(await keptServer(env, logFile, run.name));
  const proxy = run.processes > 1 ? await startRoundRobin(servers.map((server) => server.origin)) : undefined;
  const origin = proxy?.origin ?? servers[0]?.origin ?? "";
  progress(run.name, `${run.processes} server(s) up; ${visitorCount} visitors for ${run.seconds} s`);

  /** @type {{ what: string, at: number }[]} */
  const faults = [];
  const loadStart = Date.now();
  const visitors = startVisitors({ origin: () => origin, visitors: visitorCount, marker: (n) => `fv${n}` });
  const fault = (/** @type {string} */ what) => {
    faults.push({ what, at: Date.now() });
    progress(run.name, what);
  };
  /** Seconds each killed server took to answer again. @type {number[]} */
  const restarts = [];
  if (run.faults) await injectFaults(run, servers[0], inbox, fault, restarts);
  // However long the restarts took, the visitors meet a server that is up for a while at the end.
  await sleep(Math.max(upSeconds * 1000, loadStart + run.seconds * 1000 - Date.now()));
  await visitors.stop();
  const outcomes = [...visitors.outcomes.values()];
  progress(
    run.name,
    `visitors stopped: ${outcomes.length} visits, ${outcomes.filter((o) => o.outcome === "thanked" || o.again === "thanked").length} thanked`,
  );

  const drainS = await waitForDrain({
    run: run.name,
    databaseUrl,
    lastFaultAt: Math.max(0, ...faults.map((f) => f.at)),
    inbox,
    webhook,
  });
  await proxy?.close();
  for (const server of servers) await server.stop();
  await inbox.stop();
  await webhook.close();
  const stored = await storedLeads(
    databaseUrl ? { databaseUrl } : { pgliteDir: path.join(env.DATA_DIR, "db") },
  );

  const thankedAgain = [...visitors.outcomes]
    .filter(([, o]) => o.again === "thanked")
    .map(([marker]) => marker);
  const thanked = [
    ...[...visitors.outcomes].filter(([, o]) => o.outcome === "thanked").map(([marker]) => marker),
    ...thankedAgain,
  ];
  const inInbox = (/** @type {string} */ marker) => (inbox.byMarker.get(marker)?.team.length ?? 0) > 0;
  const faultTimes = faults.map((f) => f.at);
  const team = repeats(
    [...inbox.byMarker.values()].map((d) => d.team),
    faultTimes,
  );
  const ack = repeats(
    [...inbox.byMarker.values()].map((d) => d.ack),
    faultTimes,
  );
  const hooked = repeats([...webhook.byId.values()], faultTimes);
  const webhookIds = (/** @type {string} */ marker) => webhook.idsByMarker.get(marker)?.size ?? 0;
  const storedMarkers = [...stored.times.keys()];
  const storedAfterError = storedMarkers.filter((m) => visitors.outcomes.get(m)?.outcome === "error");
  const crashes = servers.reduce((sum, server) => sum + server.crashes.length, 0);
  const figures = {
    run: run.name,
    visits: outcomes.length,
    thanked: thanked.length,
    "of which on pressing again after an error": thankedAgain.length,
    "thanked, in the team's inbox": thanked.filter(inInbox).length,
    "thanked, not stored": thanked.filter((m) => !stored.times.has(m)).length,
    stored: storedMarkers.length,
    "stored twice or more": storedMarkers.filter((m) => (stored.times.get(m) ?? 0) > 1).length,
    "stored, visitor saw an error": storedAfterError.length,
    "stored, not in the inbox": storedMarkers.filter((m) => !inInbox(m)).length,
    "team mails repeated (explained by a fault)": `${team.repeated} (${team.explained})`,
    "acks repeated (explained)": `${ack.repeated} (${ack.explained})`,
    "thanked, received by the webhook once (by id)": thanked.filter((m) => webhookIds(m) === 1).length,
    "webhook requests (distinct ids)": `${webhook.received} (${webhook.byId.size})`,
    "webhook repeats (explained by a fault)": `${hooked.repeated} (${hooked.explained})`,
    "webhook signatures not valid": webhook.invalid,
    "jobs retried": stored.retried,
    "jobs unsent": stored.unsent,
    "responses ≥ 500": breakdown(visitors.serverErrors),
    "connection errors": breakdown(visitors.connectionErrors),
    "visitors refused (4xx)": outcomes.filter((o) => o.outcome === "refused").length,
    "server crashes": crashes,
    "restarts: up again after s": restarts.join(", ") || "-",
    "drain s": Number.isNaN(drainS) ? "timed out" : Number(drainS.toFixed(1)),
  };
  const failures = [
    figures["thanked, in the team's inbox"] < thanked.length && "a thanked lead is missing from the inbox",
    figures["thanked, not stored"] > 0 && "a thanked lead is not stored",
    figures["stored, not in the inbox"] > 0 && "a stored lead's notification never reached the inbox",
    figures["stored twice or more"] > 0 && "a lead is stored twice",
    figures["thanked, received by the webhook once (by id)"] < thanked.length &&
      "a thanked lead did not reach the webhook under one id",
    storedMarkers.some((m) => webhookIds(m) !== 1) && "a stored lead did not reach the webhook under one id",
    webhook.invalid > 0 && "a webhook signature did not verify",
    team.repeated + ack.repeated > team.explained + ack.explained &&
      "a mail repeated without a fault in flight",
    crashes > 0 && "the server crashed",
  ].filter(Boolean);
  const refusals = outcomes.filter((o) => o.outcome === "refused").map((o) => o.detail);
  if (refusals.length) progress(run.name, `refused: ${breakdown(countBy(refusals))}`);
  progress(run.name, `server log: ${breakdown(logSummary(logFile))}`);
  if (failures.length) progress(run.name, `FAILED: ${failures.join("; ")} (log: ${logFile})`);
  else rmSync(folder, { recursive: true, force: true });
  return { figures, failures };
}

/** @param {string[]} values */
function countBy(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

ensureBuilt();
// Ctrl-C ends the script through process.exit, so that its servers and cluster are removed.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.once(signal, () => process.exit(130));
console.log(
  `bench:faults: ${visitorCount} visitors without JavaScript (GET /book-demo, then one POST; ` +
    `a press that gets no answer is pressed again a second later) for ${loadSeconds} s per database, while the server is killed twice, SMTP is ` +
    `down for ${smtpDownSeconds} s and (on PostgreSQL) PostgreSQL restarts; then ${roundRobinSeconds} s ` +
    `on two servers behind a round-robin. LEAD_RATE_LIMIT raised, LEAD_MIN_FILL_MS 0, mail retries ` +
    `from 200 ms to 2 s.`,
);
const bin = postgresBinaries();
const wantsPostgres = targets.some((target) => target !== "pglite");
if (wantsPostgres && !bin) {
  console.log(
    "No PostgreSQL binaries in /usr/lib/postgresql/<version>/bin: the PostgreSQL runs are skipped.",
  );
}
const cluster = wantsPostgres && bin ? await startPrivatePostgres(bin) : undefined;
/** @type {Awaited<ReturnType<typeof runScenario>>[]} */
const results = [];
/** @type {Record<string, { name: string, postgres: boolean, processes: number, seconds: number, faults: boolean }>} */
const scenarios = {
  pglite: { name: "PGlite", postgres: false, processes: 1, seconds: loadSeconds, faults: true },
  postgres: { name: "PostgreSQL", postgres: true, processes: 1, seconds: loadSeconds, faults: true },
  "round-robin": {
    name: "PostgreSQL, 2 servers, round-robin",
    postgres: true,
    processes: 2,
    seconds: roundRobinSeconds,
    faults: false,
  },
};
try {
  for (const target of targets) {
    const scenario = scenarios[target];
    if (!scenario) throw new Error(`unknown target ${target}`);
    if (scenario.postgres && !cluster) continue;
    results.push(await runScenario({ ...scenario, cluster: scenario.postgres ? cluster : undefined }));
  }
} finally {
  await cluster?.remove();
}

const rows = results.map((result) => result.figures);
// Figures down, runs across: 20 columns would not read, in a terminal or in the docs.
const figureNames = Object.keys(rows[0] ?? {}).filter((key) => key !== "run");
/** @param {string} key */
const acrossRuns = (key) => rows.map((row) => [row.run, /** @type {Record<string, unknown>} */ (row)[key]]);
console.table(Object.fromEntries(figureNames.map((key) => [key, Object.fromEntries(acrossRuns(key))])));
const failed = results.flatMap((result) =>
  result.failures.map((failure) => `${result.figures.run}: ${failure}`),
);
console.log(
  failed.length ? `FAILED: ${failed.join("; ")}` : "Every thanked lead stored once and in the team's inbox.",
);
if (failed.length) process.exitCode = 1;

if (process.env.BENCH_DOCS === "1" && rows.length) {
  const context = runContext();
  const table = figureNames.map((key) => Object.fromEntries([["figure", key], ...acrossRuns(key)]));
  await writeRun({
    heading: "## Faults under load",
    intro:
      "`npm run bench:faults` (scripts/bench-faults.mjs): demo requests sent without JavaScript while the server is killed, SMTP is down and PostgreSQL restarts.",
    marker: "bench:faults",
    body: [
      `### ${context.date}, commit ${context.commit}${context.dirty}`,
      "",
      `Machine: ${context.machine}. Command: \`npm run bench:faults\`: ${visitorCount} visitors, ${loadSeconds} s per database with faults, ${roundRobinSeconds} s on the round-robin; load average ${loadavg()[0]?.toFixed(1)} at the end. ${failed.length ? `Failed: ${failed.join("; ")}.` : "Nothing lost or doubled."}`,
      "",
      markdownTable(table),
    ].join("\n"),
  });
}
