// npm run lighthouse: Lighthouse (mobile preset) on the built site, in Debian's Chromium.
// Prints performance score, LCP and CLS for /, /roi-calculator and /pricing (or ROUTES=/a,/b).
// LIGHTHOUSE_JSON_DIR=dir also writes each run's full report there, to read where the Total
// Blocking Time comes from (bootup-time, mainthread-work-breakdown, long-tasks).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const routes = (process.env.ROUTES ?? "/,/roi-calculator,/pricing").split(",");
const runs = Number(process.env.RUNS ?? 3);
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
try {
  const rows = [];
  for (const route of routes) {
    // The median of a few runs: one run on a shared 2-core machine is noisy.
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(server.origin + route, {
        port: chrome.port,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (jsonDir) {
        const name = `${route.replace(/\W+/g, "_") || "_"}-${run}.json`;
        writeFileSync(path.join(jsonDir, name), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      /** @param {string} id */
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      /** @param {string} id */
      const value = (id) => audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best practices": score("best-practices"),
        seo: score("seo"),
        "LCP s": (value("largest-contentful-paint") / 1000).toFixed(2),
        CLS: value("cumulative-layout-shift").toFixed(3),
        "TBT ms": Math.round(value("total-blocking-time")),
      });
    }
    results.sort((a, b) => a.performance - b.performance);
    rows.push({ route, ...results[Math.floor(results.length / 2)] });
  }
  console.log(
    `Lighthouse ${runs} run(s) per route, mobile preset (simulated throttling), median by performance:`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}
