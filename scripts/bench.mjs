// npm run bench: our server next to nginx in one run, and per public route the JavaScript a first
// visit loads. Needs a build (`npm run build`).
//
// 1. Side by side: nginx with one worker and `gzip_static`, serving the very bytes our
//    server answers for `/` and for its 404 page, against our server's `/`, `/?utm_source=x` (a
//    campaign link), `/nope`, an ROI scenario (one repeated, and a different one per request, each
//    from a visitor of its own) and `/healthz`; each printed with its ratio to nginx's `/` and the
//    floor for it. Then the server's RSS after start and after
//    the run. Without nginx, our figures alone.
// 2. Per public route (the sitemap's, or ROUTES=/a,/b): JS files and gzip KB it loads, and the
//    throughput of serving it (BENCH_ROUTE_SECONDS each; 0 leaves that out).
//
// BENCH_SECONDS (8), BENCH_CONNECTIONS (50), BENCH_ROUTE_SECONDS (5); BENCH_DOCS=1 also writes the
// side-by-side figures into docs/benchmarks.md.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { markdownTable, runContext, writeRun } from "./lib/bench-docs.mjs";
import { findNginx, nginxVersion, startNginx } from "./lib/nginx.mjs";
import { buildDir, startServer } from "./lib/server.mjs";

const routes = (process.env.ROUTES ?? "").split(",").filter(Boolean);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const routeDuration = Number(process.env.BENCH_ROUTE_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const budgetKb = 140;
// What Chrome sends: nginx answers it with its .gz file, our server with what it prefers.
const acceptEncoding = "gzip, deflate, br, zstd";
const missingPath = "/nope";
const roiPath = "/roi-calculator?population=80000";
const campaignPath = "/?utm_source=x";

/**
 * @typedef {{ what: string, origin: string, path: string, status: number, target?: number,
 *   varied?: boolean }} Measure
 *   status: what every response must answer; target: the least share of nginx's `/` it must reach.
 */

/**
 * One autocannon run. A varied run asks for a different ROI scenario on every request
 * (averageTransactionSize is a free input, so each value is a scenario of its own), each from a
 * visitor of its own: the server, trusting the loopback proxy, reads the address from
 * X-Forwarded-For. From one address, a client's turns (4 new renders a second, issue 46) would be
 * measured instead of the server's rendering.
 * @param {Measure} measure
 */
async function load(measure) {
  let sequence = 0;
  const result = await autocannon({
    url: measure.origin + measure.path,
    connections,
    duration,
    headers: { "accept-encoding": acceptEncoding },
    ...(measure.varied
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const n = sequence++;
                const size = (20 + (n % 1_000_000) / 100).toFixed(2);
                const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
                return {
                  ...request,
                  path: `${measure.path}&averageTransactionSize=${size}`,
                  headers: { ...request.headers, "x-forwarded-for": visitor },
                };
              },
            },
          ],
        }
      : {}),
  });
  // autocannon stops with requests still queued in the server, which would eat into the next
  // measurement's first second: it starts once the server answers again, and no sooner.
  await settle(measure.origin);
  const expected = `${String(measure.status)[0]}xx`;
  const answered = /** @type {Record<string, number>} */ (/** @type {unknown} */ (result))[expected] ?? 0;
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    // Any other status, a connection error or a timeout: the figure would not be the page's.
    unexpected: result.requests.total - answered + result.errors + result.timeouts,
  };
}

/** Waits until `origin` has answered three health checks in a row promptly (under 50 ms). */
async function settle(/** @type {string} */ origin) {
  let prompt = 0;
  for (let tries = 0; prompt < 3 && tries < 600; tries++) {
    const started = performance.now();
    // nginx has no /healthz: its 404 answers just as well.
    await fetch(`${origin}/healthz`).then((response) => response.arrayBuffer());
    prompt = performance.now() - started < 50 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page our server answers, as bytes, without compression. */
async function pageBytes(/** @type {string} */ url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** @param {import("./lib/server.mjs").StartedServer} server */
async function sideBySide(server) {
  const nginxBinary = findNginx();
  /** @type {Awaited<ReturnType<typeof startNginx>> | undefined} */
  let nginx;
  if (nginxBinary) {
    const home = await pageBytes(`${server.origin}/`);
    const missing = await pageBytes(`${server.origin}${missingPath}`);
    if (home.status !== 200 || missing.status !== 404) {
      throw new Error(`our server answered / with ${home.status} and ${missingPath} with ${missing.status}`);
    }
    nginx = await startNginx(nginxBinary, { "index.html": home.bytes, "404.html": missing.bytes });
    // The yardstick must serve exactly these pages, with these statuses, gzipped from its files.
    /** @type {[string, { status: number, bytes: Buffer }][]} */
    const yardstickPages = [
      [`${nginx.origin}/`, home],
      [`${nginx.origin}${missingPath}`, missing],
    ];
    for (const [url, expected] of yardstickPages) {
      const served = await pageBytes(url);
      const gzipped = await fetch(url, { headers: { "accept-encoding": acceptEncoding } });
      await gzipped.arrayBuffer();
      if (
        served.status !== expected.status ||
        !served.bytes.equals(expected.bytes) ||
        gzipped.headers.get("content-encoding") !== "gzip"
      ) {
        await nginx.stop();
        throw new Error(`nginx does not answer ${url} with our page, gzipped from its .gz file`);
      }
    }
  } else {
    console.log("nginx is not installed (apt-get install -y nginx-light): our server's figures alone.");
  }
  /** @type {Measure[]} */
  const measures = [
    ...(nginx ? [{ what: "nginx /", origin: nginx.origin, path: "/", status: 200 }] : []),
    // Floors from issue 47: simple code that serves at 0.6× nginx or better is enough.
    { what: "ours / (from memory)", origin: server.origin, path: "/", status: 200, target: 0.6 },
    // A campaign link: a query the route does not read gets the prerendered bytes too.
    { what: `ours ${campaignPath}`, origin: server.origin, path: campaignPath, status: 200, target: 0.6 },
    ...(nginx
      ? [{ what: "nginx, a missing path", origin: nginx.origin, path: missingPath, status: 404 }]
      : []),
    {
      what: `ours ${missingPath} (404 page)`,
      origin: server.origin,
      path: missingPath,
      status: 404,
      target: 0.6,
    },
    { what: `ours ${roiPath}`, origin: server.origin, path: roiPath, status: 200, target: 0.15 },
    {
      what: "ours, an ROI scenario per request",
      origin: server.origin,
      path: roiPath,
      status: 200,
      target: 0.05,
      varied: true,
    },
    { what: "ours /healthz", origin: server.origin, path: "/healthz", status: 200 },
  ];
  // A server that has just started runs with cold JIT: each of our paths first, unmeasured.
  for (const measure of measures.filter((m) => m.origin === server.origin)) {
    await autocannon({ url: measure.origin + measure.path, connections: 10, amount: 200 });
  }
  const rows = [];
  try {
    for (const measure of measures) rows.push({ what: measure.what, ...(await load(measure)) });
  } finally {
    await nginx?.stop();
  }
  const yardstick = nginx ? rows[0]?.["req/s"] : undefined;
  return rows.map((row, i) => {
    const target = measures[i]?.target;
    const ratio = yardstick ? row["req/s"] / yardstick : undefined;
    return {
      ...row,
      "× nginx /": ratio === undefined ? "-" : Number(ratio.toFixed(2)),
      target: target ? `≥ ${target}×` : "",
      met: target && ratio !== undefined ? (ratio >= target ? "yes" : "NO") : "",
    };
  });
}

/** @param {import("./lib/server.mjs").StartedServer} server */
async function perRoute(server) {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = routes.length
    ? routes
    : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(String(match[1])).pathname);
  const rows = [];
  for (const route of paths) {
    const html = await (await fetch(server.origin + route)).text();
    // Everything the page loads for hydration: its modulepreload links and scripts.
    const scripts = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => String(match[1])),
    );
    let gzipBytes = 0;
    for (const src of scripts) {
      gzipBytes += gzipSync(readFileSync(path.join(buildDir, "client", src))).length;
    }
    /** @type {Record<string, string | number>} */
    const row = { route, "JS files": scripts.size, "JS KB (gzip)": (gzipBytes / 1024).toFixed(1) };
    if (routeDuration > 0) {
      const result = await autocannon({
        url: server.origin + route,
        connections,
        duration: routeDuration,
        headers: { "accept-encoding": acceptEncoding },
      });
      Object.assign(row, {
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    rows.push(row);
  }
  return rows;
}

const docsHeading = "## Side by side with nginx";

/**
 * The side-by-side figures in docs/benchmarks.md, in place of the run there.
 * @param {Record<string, unknown>[]} rows
 * @param {{ afterStart: number, afterRun: number }} rss
 */
async function writeDocs(rows, rss) {
  const { date, commit, dirty, machine } = runContext();
  const nginxBinary = findNginx();
  await writeRun({
    heading: docsHeading,
    intro:
      "`npm run bench` (scripts/bench.mjs): our server next to nginx (one worker, `gzip_static`) " +
      "serving the same prerendered bytes.",
    marker: "bench",
    body: [
      `### ${date}, commit ${commit}${dirty}`,
      "",
      `Machine: ${machine}, ${nginxBinary ? nginxVersion(nginxBinary) : "no nginx"}; ` +
        `load average ${os.loadavg()[0]?.toFixed(1)} at the end. Command: \`npm run bench\`: ` +
        `${connections} connections, ${duration} s each, \`Accept-Encoding: ${acceptEncoding}\`.`,
      "",
      markdownTable(rows),
      "",
      `Server RSS (PGlite): ${rss.afterStart} MB after start, ${rss.afterRun} MB after the run.`,
    ].join("\n"),
  });
}

// Behind a trusted proxy on loopback, as deployed behind one: the varied ROI run's visitors are
// told apart by X-Forwarded-For.
const server = await startServer({ TRUST_PROXY: "loopback" });
try {
  const rssAfterStart = server.rssMb();
  console.log(
    `Side by side: ${connections} connections, ${duration} s each, Accept-Encoding: ${acceptEncoding}.`,
  );
  const sideRows = await sideBySide(server);
  console.table(sideRows);
  const rssAfterRun = server.rssMb();
  console.log(`Server RSS: ${rssAfterStart} MB after start, ${rssAfterRun} MB after the side-by-side run.`);

  const routeRows = await perRoute(server);
  console.log(`Per route: ${connections} connections, ${routeDuration} s each.`);
  console.table(routeRows);
  const home = routeRows.find((row) => row.route === "/");
  if (home) {
    const verdict = Number(home["JS KB (gzip)"]) <= budgetKb ? "within" : "OVER";
    console.log(
      `Home page JavaScript: ${home["JS KB (gzip)"]} KB gzip, ${verdict} the ${budgetKb} KB budget.`,
    );
  }
  console.log(`Server RSS after everything: ${server.rssMb()} MB.`);
  if (process.env.BENCH_DOCS === "1") {
    await writeDocs(sideRows, { afterStart: rssAfterStart, afterRun: rssAfterRun });
  }
} finally {
  await server.stop();
}
