// npm run bench:inbox: the team's inbox (/admin) over 100,000 leads, on PGlite and on PostgreSQL
// (a fresh database, created and dropped). It fills the database with varied leads of the six
// types over two years and their e-mail jobs (scripts/lib/inbox-data.mjs); then a process of its
// own, which only opens the database, streams the CSV export of every lead to its end through
// `leadsCsv` while sampling its memory, and times the inbox's queries (the median of BENCH_RUNS
// runs), naming the indexes each one's plan reads (EXPLAIN ANALYZE). It prints the figures;
// BENCH_DOCS=1 also writes them into docs/benchmarks.md, a section per date.
//
// The server's own code is measured (server/inbox/), called directly: no HTTP, no rendering.
// On PGlite the database runs in a child process of the measuring process, so its memory (the
// WebAssembly heap, which grows and never shrinks) is that child's, as PostgreSQL's memory is its
// own processes'.
//
// Targets (BENCH_TARGETS, default pglite,postgres): "postgres" after VACUUM ANALYZE, which its
// autovacuum runs soon after such a load; "pglite" without statistics, as a server sees a table
// that grew since its last ANALYZE (PGlite has no autovacuum; the server runs ANALYZE at start and
// every 30 minutes, server/db/client.ts); "pglite-analyzed" after VACUUM ANALYZE.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { markdownTable, runContext, writeRun } from "./lib/bench-docs.mjs";
import { insertLeads } from "./lib/inbox-data.mjs";
import { compileTs } from "./lib/typescript.mjs";

const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const targets = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",");
const migrationsFolder = path.resolve("server/db/migrations");

// Compiled once; the measuring process imports the same file.
const bundle =
  process.env.BENCH_INBOX_BUNDLE ??
  (process.env.BENCH_INBOX_BUNDLE = await compileTs(
    "bench-inbox",
    "server/db/client.ts",
    "server/inbox/leads.ts",
    "server/inbox/csv.ts",
    "server/inbox/cursor.ts",
    "server/testing/databases.ts",
    "app/content/leads.ts",
    "app/content/partners.ts",
    "app/content/book-demo.ts",
  ));
const server = await import(bundle);

/** @typedef {{ kind: "pglite", dir: string } | { kind: "postgres", url: string }} Location */

/** @param {Location} location */
const open = (location) =>
  server.openDatabase(
    location.kind === "pglite"
      ? { pgliteDir: location.dir, migrationsFolder }
      : { databaseUrl: location.url, migrationsFolder, poolSize: 2 },
  );

const median = (/** @type {number[]} */ values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const mb = (/** @type {number} */ bytes) => Math.round(bytes / 2 ** 20);
const day = (/** @type {number} */ daysAgo) =>
  new Date(Date.now() - daysAgo * 864e5).toISOString().slice(0, 10);

/**
 * The indexes a plan reads form_submissions through, and "seq scan" where it reads the table
 * whole. Each listed lead's lookup of its e-mail jobs (email_jobs_submission) is left out.
 * @param {any} plan  a node of EXPLAIN (FORMAT JSON)
 * @param {Set<string>} found
 */
function accessPaths(plan, found = new Set()) {
  const index = plan["Index Name"];
  if (index && index !== "email_jobs_submission") found.add(index);
  if (plan["Node Type"] === "Seq Scan" && plan["Relation Name"] === "form_submissions") found.add("seq scan");
  for (const child of plan.Plans ?? []) accessPaths(child, found);
  return found;
}

/**
 * The CSV export of every lead, read to its end as a download would, with the process's memory
 * sampled while it streams.
 * @param {any} db
 */
async function measureExport(db) {
  // From a collected heap (the process runs with --expose-gc): what streaming adds shows alone.
  globalThis.gc?.();
  const before = process.memoryUsage();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  const peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  const reader = server.leadsCsv(db, {}).getReader();
  let [bytes, records, chunks] = [0, 0, 0];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks++;
    bytes += value.length;
    // A record ends in CRLF; the generated texts hold line feeds only.
    for (let i = value.indexOf(13); i !== -1; i = value.indexOf(13, i + 1))
      if (value[i + 1] === 10) records++;
    sample();
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    "export s": Number(seconds.toFixed(1)),
    "rows/s": Math.round((records - 1) / seconds),
    "rows exported": records - 1,
    "CSV MB": Number((bytes / 2 ** 20).toFixed(1)),
    chunks,
    "RSS before MB": mb(before.rss),
    "RSS peak MB": mb(peak.rss),
    "heap before MB": mb(before.heapUsed),
    "heap peak MB": mb(peak.heapUsed),
    // resourceUsage's maxRSS: the process's peak since it started (in kilobytes).
    "maxRSS before MB": mb(maxRssBefore),
    "maxRSS after MB": mb(process.resourceUsage().maxRSS * 1024),
  };
}

/**
 * In the measuring process: the export, then the inbox's queries, each called as the server
 * calls it, timed, and explained.
 * @param {Location} location
 */
async function measure(location) {
  const database = await open(location);
  const { db } = database;
  await server.listLeads(db, {});
  const exported = await measureExport(db);

  /** @type {{ sql: string, params: unknown[] }[]} */
  const statements = [];
  // Both databases are a node-postgres pool (server/db/client.ts).
  const driver = await import("drizzle-orm/node-postgres");
  // The same connection with a logger: it hands over each call's SQL for EXPLAIN.
  const traced = driver.drizzle({
    client: db.$client,
    logger: {
      logQuery: (/** @type {string} */ sql, /** @type {unknown[]} */ params) =>
        statements.push({ sql, params }),
    },
  });
  /** @returns {Promise<any[]>} */
  const query = async (/** @type {string} */ text, /** @type {unknown[]} */ params = []) =>
    (await db.$client.query(text, params)).rows;

  let deep = null;
  for (let page = 0; page < 20; page++) deep = (await server.listLeads(db, {}, deep)).next;
  // A cursor 90% of the way down the list: among the oldest leads.
  const [far] = await query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from form_submissions order by created_at desc, id desc offset $1 limit 1`,
    [Math.floor(leadCount * 0.9)],
  );
  const farCursor = server.encodeCursor({ at: far.at, id: far.id });
  // Part of one visitor's address: a name, a dot, a surname, most of a number.
  const [someone] = await query(
    "select data->>'email' as email from form_submissions where type = 'demo' order by id limit 1",
  );
  const fragment = String(someone.email).split("@")[0]?.slice(0, -1);

  /** @type {[string, (on: any) => Promise<any>][]} */
  const cases = [
    ["first page", (on) => server.listLeads(on, {})],
    ["page 21 (20 cursors on)", (on) => server.listLeads(on, {}, deep)],
    ["a page 90% down (old cursor)", (on) => server.listLeads(on, {}, farCursor)],
    ["type: partner (5%)", (on) => server.listLeads(on, { type: "partner" })],
    ["type: demo (20%)", (on) => server.listLeads(on, { type: "demo" })],
    ["state: new", (on) => server.listLeads(on, { state: "new" })],
    ["state: handled", (on) => server.listLeads(on, { state: "handled" })],
    ["a month a year ago", (on) => server.listLeads(on, { from: day(365), to: day(335) })],
    ['search "parking" (common)', (on) => server.listLeads(on, { q: "parking" })],
    ['search "heliport" (rare)', (on) => server.listLeads(on, { q: "heliport" })],
    [`search "${fragment}" (e-mail)`, (on) => server.listLeads(on, { q: fragment })],
    ['search "ada springfield"', (on) => server.listLeads(on, { q: "ada springfield" })],
    ["counts per type", (on) => server.countsByType(on, {})],
    ['counts, search "parking"', (on) => server.countsByType(on, { q: "parking" })],
    ["weekly, 12 weeks", (on) => server.weekly(on, {})],
    ["weekly, a year", (on) => server.weekly(on, { from: day(364) })],
  ];
  const rows = [];
  for (const [name, call] of cases) {
    const times = [];
    let result;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      result = await call(db);
      times.push(performance.now() - start);
    }
    statements.length = 0;
    await call(traced);
    const reads = new Set();
    for (const statement of statements) {
      const [row] = await query(`explain (analyze, format json) ${statement.sql}`, statement.params);
      const plan = row["QUERY PLAN"];
      accessPaths((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan, reads);
    }
    rows.push({
      query: name,
      "median ms": Number(median(times).toFixed(1)),
      "min ms": Number(Math.min(...times).toFixed(1)),
      "max ms": Number(Math.max(...times).toFixed(1)),
      // Leads on the page, types counted, or weeks charted.
      rows: result.leads?.length ?? result.length ?? Object.keys(result).length,
      reads: [...reads].join(", "),
    });
  }
  await database.close();
  return { exported, rows };
}

/**
 * Fills the database with the leads and their jobs (in a process of its own: see `inChild`).
 * @param {Location} location
 * @param {boolean} analyzed  whether to VACUUM ANALYZE afterwards
 */
async function generate(location, analyzed) {
  const database = await open(location);
  const started = performance.now();
  await insertLeads(database.db, {
    count: leadCount,
    options: {
      cityOfInterest: server.cityOfInterestOptions,
      timeSlot: server.demoTimeSlots,
      populationSize: server.populationSizeOptions,
      subject: server.contactSubjectOptions,
      partnershipType: server.partnershipTypes,
      companySize: server.companySizeOptions,
      expectedRevenue: server.expectedRevenueOptions,
    },
  });
  const generateSeconds = (performance.now() - started) / 1000;
  if (analyzed) await database.db.execute("vacuum analyze");
  const [{ version }] = (await database.db.execute("select version()")).rows;
  await database.close();
  return { generateSeconds, version: String(version).split(" on ")[0] };
}

/**
 * Runs one step in a new process and returns what it sends back. Each step has its own, and the
 * process that starts them stays small: Linux counts the memory of the process a child was
 * forked from in the child's maxRSS.
 * @param {"--generate" | "--measure"} step
 * @param {unknown[]} args
 * @returns {Promise<any>}
 */
function inChild(step, ...args) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [step, JSON.stringify(args)], {
      // The memory before the export is measured on a collected heap.
      execArgv: ["--expose-gc"],
    });
    child.once("message", resolve);
    child.once("error", reject);
    child.once("exit", (code) => code && reject(new Error(`${step} exited with ${code}`)));
  });
}

/** @param {string} target */
async function run(target) {
  const pglite = target.startsWith("pglite");
  const pgliteDir = pglite ? mkdtempSync(path.join(os.tmpdir(), "bench-inbox-")) : "";
  const postgres = pglite ? undefined : await server.createPostgresDatabase("shopcity_bench");
  /** @type {Location} */
  const location = postgres
    ? { kind: "postgres", url: postgres.url }
    : { kind: "pglite", dir: path.join(pgliteDir, "db") };
  const analyzed = target !== "pglite";
  try {
    const generated = /** @type {{ generateSeconds: number, version: string }} */ (
      await inChild("--generate", location, analyzed)
    );
    const measured = /** @type {{ exported: Record<string, number>, rows: any[] }} */ (
      await inChild("--measure", location)
    );
    return { target, analyzed, ...generated, ...measured };
  } finally {
    await postgres?.drop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const docsHeading = "## Lead inbox at 100,000 leads";

/**
 * The figures as a run in docs/benchmarks.md, replacing the run of the same date.
 * @param {Awaited<ReturnType<typeof run>>[]} results
 */
async function writeDocs(results) {
  const { date, commit, dirty, machine } = runContext();
  const queries = (results[0]?.rows ?? []).map((row, i) =>
    Object.fromEntries([
      ["query", row.query],
      ...results.flatMap((result) => [
        [`${result.target} ms`, result.rows[i]?.["median ms"]],
        [`${result.target} reads`, result.rows[i]?.reads],
      ]),
    ]),
  );
  await writeRun({
    heading: docsHeading,
    intro:
      "`npm run bench:inbox` (scripts/bench-inbox.mjs): the inbox's queries and its CSV export, " +
      "newest run first.",
    marker: `bench:inbox ${date}`,
    body: [
      `### ${date}, commit ${commit}${dirty}`,
      "",
      `Machine: ${machine}; ` +
        `${results.map((result) => `${result.target}: ${result.version}`).join(", ")}. ` +
        `Command: \`BENCH_TARGETS=${targets.join(",")} BENCH_DOCS=1 npm run bench:inbox\`: ` +
        `${leadCount.toLocaleString("en-US")} leads generated in ` +
        `${results.map((result) => `${result.generateSeconds.toFixed(0)} s (${result.target})`).join(", ")}; ` +
        `milliseconds are the median of ${runs} runs; "reads" names the indexes in the query's plan. ` +
        "PostgreSQL after VACUUM ANALYZE, as its autovacuum leaves a table soon after such a load; " +
        '"pglite" without, as in production (PGlite has no autovacuum, and nothing else runs ANALYZE); ' +
        '"pglite-analyzed" after VACUUM ANALYZE, to compare.',
      "",
      markdownTable(queries),
      "",
      `The export of all ${leadCount.toLocaleString("en-US")} leads through \`leadsCsv\`, read to its end; ` +
        "memory sampled every 5 ms while it streamed, against before it started:",
      "",
      markdownTable(results.map((result) => ({ database: result.target, ...result.exported }))),
      "",
      "On PGlite the database runs in a child process of the measuring process: its WebAssembly memory " +
        "is not in the measuring process's RSS.",
    ].join("\n"),
  });
}

const [step, args] = process.argv.slice(2);
if (step === "--generate") {
  const [location, analyzed] = JSON.parse(String(args));
  process.send?.(await generate(location, analyzed));
} else if (step === "--measure") {
  const [location] = JSON.parse(String(args));
  process.send?.(await measure(location));
} else {
  console.log(
    `bench:inbox: ${leadCount.toLocaleString("en-US")} leads per database, the median of ${runs} runs ` +
      `per query, ${os.cpus().length} cores, Node ${process.version}.`,
  );
  const results = [];
  for (const target of targets) {
    if (!["pglite", "pglite-analyzed", "postgres"].includes(target))
      throw new Error(`unknown target ${target}`);
    const result = await run(target);
    console.log(
      `\n${target} (${result.version}${result.analyzed ? ", after VACUUM ANALYZE" : ""}): ` +
        `${leadCount.toLocaleString("en-US")} leads and their jobs generated in ${result.generateSeconds.toFixed(1)} s.`,
    );
    console.table(result.rows);
    console.table([result.exported]);
    results.push(result);
  }
  if (process.env.BENCH_DOCS === "1") await writeDocs(results);
}
