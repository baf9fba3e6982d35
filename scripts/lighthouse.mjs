// npm run lighthouse: Lighthouse (mobile preset) on the built site, in Debian's Chromium.
// Prints performance score, LCP, CLS and TBT for /, /roi-calculator and /pricing (ROUTES=/a,/b, or
// ROUTES=all for every route in the sitemap), the median of RUNS runs each.
// BUILD_DIRS=dirA,dirB serves two builds at once and runs them interleaved, route by route and run
// by run, so that whatever else the machine does weighs on both alike; the table then has a row
// per build. LIGHTHOUSE_JSON_DIR=dir also writes each run's full report there, to read where the
// Total Blocking Time comes from (bootup-time, mainthread-work-breakdown, long-tasks).
// THROTTLING=devtools has Chrome itself slow the network and CPU by the mobile preset's figures
// (Lighthouse's "applied" throttling) instead of estimating them from an unthrottled load: slower
// to run and noisier, but the paint times are what a slow phone really showed, not a model's.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { buildDir, startServer } from "./lib/server.mjs";

const runs = Number(process.env.RUNS ?? 3);
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const throttlingMethod = process.env.THROTTLING ?? "simulate";
if (!["simulate", "devtools"].includes(throttlingMethod)) {
  throw new Error(`THROTTLING must be simulate or devtools, not ${throttlingMethod}`);
}
const buildDirs = (process.env.BUILD_DIRS ?? buildDir).split(",").map((dir) => path.resolve(dir));

/** @type {{ dir: string, server: import("./lib/server.mjs").StartedServer }[]} */
const servers = [];
for (const dir of buildDirs) servers.push({ dir, server: await startServer({}, { dir }) });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

/** The routes to measure: ROUTES, or the sitemap's with ROUTES=all. */
async function chosenRoutes() {
  const given = process.env.ROUTES ?? "/,/roi-calculator,/pricing";
  if (given !== "all") return given.split(",");
  const sitemap = await (await fetch(`${servers[0]?.server.origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(String(match[1])).pathname);
}

/** One Lighthouse run of a page, reduced to the figures the table shows. @param {string} url */
async function measure(url, /** @type {string} */ reportName, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    output: "json",
    logLevel: "error",
    throttlingMethod: /** @type {"simulate" | "devtools"} */ (throttlingMethod),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) scores 0 with no
  // figures: measured again rather than counted.
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: ${result.lhr.runtimeError.code}, measured again`);
    return measure(url, reportName, attempt + 1);
  }
  if (jsonDir) writeFileSync(path.join(jsonDir, `${reportName}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  /** @param {string} id */
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "LCP s": (value("largest-contentful-paint") / 1000).toFixed(2),
    CLS: value("cumulative-layout-shift").toFixed(3),
    "TBT ms": Math.round(value("total-blocking-time")),
  };
}

try {
  const rows = [];
  for (const route of await chosenRoutes()) {
    // The median of a few runs: one run on a shared 2-core machine is noisy.
    /** @type {Awaited<ReturnType<typeof measure>>[][]} */
    const results = servers.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, { server }] of servers.entries()) {
        const name = `${route.replace(/\W+/g, "_") || "_"}-${servers.length > 1 ? `${index}-` : ""}${run}`;
        results[index]?.push(await measure(server.origin + route, name));
      }
    }
    for (const [index, { dir }] of servers.entries()) {
      const sorted = (results[index] ?? []).toSorted((a, b) => a.performance - b.performance);
      const build = servers.length > 1 ? { build: path.relative(process.cwd(), dir) || dir } : {};
      rows.push({ route, ...build, ...sorted[Math.floor(sorted.length / 2)] });
    }
  }
  console.log(
    `Lighthouse ${runs} run(s) per route, mobile preset (${throttlingMethod === "simulate" ? "simulated" : "applied"} throttling), median by performance:`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  for (const { server } of servers) await server.stop();
}
