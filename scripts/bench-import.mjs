// npm run bench:import: how long a city's 10,000-business list takes to check on /dashboard.
// Target: under 5 s for the check, as the dashboard takes lists of up to 10,000 rows. No build
// needed.
//
// A list of IMPORT_ROWS (10,000) businesses, every column filled, as CSV and as .xlsx: the check
// the server runs (read, then every row; app/features/dashboard/business-list.ts), IMPORT_RUNS (5)
// times each, median and range. Then the whole import on PGlite (check, then the rows stored in
// one transaction, replacing the last list), IMPORT_RUNS times.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import writeExcelFile from "write-excel-file/node";
import { importTs } from "./lib/typescript.mjs";

const rows = Number(process.env.IMPORT_ROWS ?? 10_000);
const runs = Number(process.env.IMPORT_RUNS ?? 5);

const {
  readList,
  checkList,
  businessColumns,
  createLaunchService,
  openDatabase,
  createUser,
  grantInvoiceSubscription,
} = await importTs(
  "bench-import",
  "app/features/dashboard/business-list.ts",
  "server/launch/service.ts",
  "server/db/client.ts",
  "server/testing/billing.ts",
  "server/billing/subscriptions.ts",
);

/** @returns {string[]} */
const business = (/** @type {number} */ i) => [
  `Business ${i}`,
  ["Restaurant", "Bakery", "Hardware", "Florist"][i % 4] ?? "Shop",
  `${100 + i} Main Street, Springfield, IL 62701`,
  `(217) 555-${String(i % 10_000).padStart(4, "0")}`,
  `https://business${i}.example`,
  "Mon-Fri 9am-5pm, Sat 10am-2pm",
  `A family business on Main Street since ${1950 + (i % 70)}, serving the whole county.`,
];
const table = Array.from({ length: rows }, (_, i) => business(i));
const quote = (/** @type {string} */ cell) => `"${cell.replaceAll('"', '""')}"`;
const csv = new TextEncoder().encode(
  [businessColumns.join(","), ...table.map((row) => row.map(quote).join(","))].join("\r\n"),
);
const xlsx = new Uint8Array(
  await writeExcelFile([
    businessColumns.map((/** @type {string} */ value) => ({ value })),
    ...table.map((row) => row.map((/** @type {string} */ value) => ({ value }))),
  ]).toBuffer(),
);

/**
 * @param {string} label
 * @param {Uint8Array} bytes
 * @param {(bytes: Uint8Array) => Promise<void>} run
 */
async function timed(label, bytes, run) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run(bytes);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;
  console.log(
    `${label.padEnd(34)} ${(bytes.byteLength / 1e6).toFixed(1).padStart(4)} MB  median ${ms(times[Math.floor(runs / 2)] ?? 0)}  (${ms(times[0] ?? 0)} to ${ms(times.at(-1) ?? 0)})`,
  );
}

async function check(/** @type {Uint8Array} */ bytes) {
  const read = await readList(bytes);
  if (!read.ok) throw new Error(read.problem);
  const result = await checkList(read.table);
  if (!result.ok || result.businesses.length !== rows)
    throw new Error(`the list was refused: ${result.problems?.[0]}`);
}

console.log(`${rows.toLocaleString("en-US")} businesses, ${runs} runs each, Node ${process.version}`);
await timed("check, CSV", csv, check);
await timed("check, .xlsx", xlsx, check);

const dataDir = mkdtempSync(path.join(tmpdir(), "shopcity-bench-import-"));
const database = await openDatabase({
  pgliteDir: path.join(dataDir, "db"),
  migrationsFolder: path.resolve("server/db/migrations"),
});
try {
  const launches = createLaunchService({ db: database.db, enqueueMail: async () => {} });
  const city = await createUser(database.db);
  await grantInvoiceSubscription(database.db, { email: city.email, tier: "Bench", until: "2099-12-31" });
  await timed("check and store, CSV, PGlite", csv, async (/** @type {Uint8Array} */ bytes) => {
    const outcome = await launches.importList(city.id, bytes);
    if (!outcome.ok) throw new Error("the import was refused");
  });
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
