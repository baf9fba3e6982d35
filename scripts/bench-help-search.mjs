// npm run bench:help: what help searches cost the rest of the site (docs/benchmarks.md, "Help
// searches with long queries"). Needs a build (`npm run build`).
//
// First, memory: HELP_REQUESTS (50,000; 0 skips it) GETs of /help?q=<HELP_QUERY_BYTES (4,500)
// characters> over BENCH_CONNECTIONS (50) connections, the server's RSS sampled every 100 ms: after
// start, the peak during the run, and after it. HELP_VARY says where each query differs from the
// others: `tail` (the default: after the 200 characters the search reads), `head` (in its first
// characters: a search of its own each time) or `none` (one query, 50,000 times).
//
// Then, the other pages: the median time to fetch /pricing, one request after another on one
// connection, on an idle server and while FLOOD_CONNECTIONS (32) connections from one address send
// a new short search each (`HELP_VARY=head`), for FLOOD_SECONDS (10; 0 skips it) each. Target: the
// median during the flood at most twice the idle one.
import http from "node:http";
import autocannon from "autocannon";
import { residentMb, startServer } from "./lib/server.mjs";

const requests = Number(process.env.HELP_REQUESTS ?? 50_000);
const queryBytes = Number(process.env.HELP_QUERY_BYTES ?? 4_500);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const vary = process.env.HELP_VARY ?? "tail";
if (!["tail", "head", "none"].includes(vary)) throw new Error(`HELP_VARY=${vary}: tail, head or none`);
const floodConnections = Number(process.env.FLOOD_CONNECTIONS ?? 32);
const floodSeconds = Number(process.env.FLOOD_SECONDS ?? 10);

const server = await startServer();
try {
  if (requests > 0) await memoryUnderLongSearches();
  if (floodSeconds > 0) await pricingDuringFlood();
} finally {
  await server.stop();
}

async function memoryUnderLongSearches() {
  const afterStart = server.rssMb();
  let peak = afterStart;
  const sampler = setInterval(() => {
    const now = residentMb(server.pid);
    if (now > peak) peak = now;
  }, 100);
  let sequence = 0;
  const filler = encodeURIComponent("help search words ".repeat(Math.ceil(queryBytes / 18))).slice(
    0,
    queryBytes - 8,
  );
  const queryOf = () => {
    const mark = vary === "none" ? "00000000" : (sequence++).toString(36).padStart(8, "0");
    return vary === "head" ? `${mark}${filler}` : `${filler}${mark}`;
  };
  const result = await autocannon({
    url: `${server.origin}/help`,
    connections,
    amount: requests,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/help?q=${queryOf()}` }) }],
  });
  clearInterval(sampler);
  const afterRun = server.rssMb();
  console.log(
    [
      `${result.requests.total} GET /help?q=<${queryBytes} characters, HELP_VARY=${vary}> over ${connections} connections:`,
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms,`,
      `${result["2xx"]} answered 2xx, ${result.non2xx} other, ${result.errors + result.timeouts} errors.`,
      `Server RSS: ${afterStart} MB after start, peak ${peak} MB during the run, ${afterRun} MB after it.`,
    ].join("\n"),
  );
}

async function pricingDuringFlood() {
  const idle = await pricingTimes(floodSeconds * 1000);
  let sequence = 0;
  const flood = autocannon({
    url: `${server.origin}/help`,
    connections: floodConnections,
    duration: floodSeconds + 2,
    requests: [
      {
        // A search of its own each time, as short as a person's: none is ever answered from memory.
        setupRequest: (request) => ({ ...request, path: `/help?q=w${(sequence++).toString(36)}` }),
      },
    ],
  });
  // Once the flood is under way.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const flooded = await pricingTimes(floodSeconds * 1000);
  const searches = await flood;
  const ratio = median(flooded) / median(idle);
  console.log(
    [
      `GET /pricing, one after another (median, p90, max ms):`,
      `  idle: ${summary(idle)}`,
      `  during ${floodConnections} connections of new help searches: ${summary(flooded)}`,
      `  ${ratio.toFixed(2)}× idle (target ≤ 2×).`,
      `The searches: ${Math.round(searches.requests.average)} req/s, p50 ${searches.latency.p50} ms, ` +
        `${searches["2xx"]} answered 2xx, ${searches.non2xx} other, ${searches.errors + searches.timeouts} errors.`,
    ].join("\n"),
  );
}

/**
 * Fetches /pricing (gzip, as a browser asks) again and again for `forMs`, each once the previous
 * one has arrived whole, on one kept-alive connection.
 * @param {number} forMs
 * @returns {Promise<number[]>} each one's ms
 */
async function pricingTimes(forMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {number[]} */
  const times = [];
  const end = Date.now() + forMs;
  try {
    while (Date.now() < end) {
      const started = performance.now();
      await new Promise((resolve, reject) => {
        http
          .get(`${server.origin}/pricing`, { agent, headers: { "accept-encoding": "gzip" } }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`/pricing answered ${response.statusCode}`));
            response.resume().on("end", resolve).on("error", reject);
          })
          .on("error", reject);
      });
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

/** @param {number[]} times */
function median(times) {
  return times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** @param {number[]} times */
function summary(times) {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return `${median(times).toFixed(1)}, ${at(0.9)?.toFixed(1)}, ${sorted.at(-1)?.toFixed(1)} (${times.length} requests)`;
}
