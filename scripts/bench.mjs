// npm run bench: per public route, the JavaScript a first visit loads (gzip bytes) and the
// throughput of serving its prerendered page. Needs a build (`npm run build`).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildDir, startServer } from "./lib/server.mjs";

const routes = (process.env.ROUTES ?? "").split(",").filter(Boolean);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const budgetKb = 130;

const server = await startServer();
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = routes.length
    ? routes
    : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(String(match[1])).pathname);

  const rows = [];
  for (const route of paths) {
    const html = await (await fetch(server.origin + route)).text();
    // Everything the page loads for hydration: the module list of its deferred bootstrap
    // (server/defer-hydration.ts), or the modulepreloads and scripts of a page served as rendered.
    const bootstrap = /for \(const href of (\[[^\]]*\])\)/.exec(html);
    /** @type {string[]} */
    const listed = bootstrap
      ? JSON.parse(String(bootstrap[1]))
      : [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => String(match[1]));
    const scripts = new Set(listed);
    let gzipBytes = 0;
    for (const src of scripts) {
      gzipBytes += gzipSync(readFileSync(path.join(buildDir, "client", src))).length;
    }
    const result = await autocannon({
      url: server.origin + route,
      connections,
      duration,
      headers: { "accept-encoding": "gzip" },
    });
    rows.push({
      route,
      "JS files": scripts.size,
      "JS KB (gzip)": (gzipBytes / 1024).toFixed(1),
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`Serving prerendered pages: ${connections} connections, ${duration} s per route, gzip.`);
  console.table(rows);
  const home = rows.find((row) => row.route === "/");
  if (home) {
    const verdict = Number(home["JS KB (gzip)"]) <= budgetKb ? "within" : "OVER";
    console.log(
      `Home page JavaScript: ${home["JS KB (gzip)"]} KB gzip, ${verdict} the ${budgetKb} KB budget.`,
    );
  }
} finally {
  await server.stop();
}
