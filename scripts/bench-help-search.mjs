// npm run bench:help: the server's memory under help searches with long queries, which once let it
// grow far past its size at rest (docs/benchmarks.md, "Help searches with long queries"). It sends
// HELP_REQUESTS (50,000) GETs of /help?q=<HELP_QUERY_BYTES (4,500) characters> over
// BENCH_CONNECTIONS (50) connections, and samples the server's RSS every 100 ms: after start, the
// peak during the run, and after it. HELP_VARY says where each query differs from the others:
// `tail` (the default: after the 200 characters the search reads), `head` (in its first
// characters: a search of its own each time) or `none` (one query, 50,000 times). Needs a build
// (`npm run build`).
import autocannon from "autocannon";
import { residentMb, startServer } from "./lib/server.mjs";

const requests = Number(process.env.HELP_REQUESTS ?? 50_000);
const queryBytes = Number(process.env.HELP_QUERY_BYTES ?? 4_500);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const vary = process.env.HELP_VARY ?? "tail";
if (!["tail", "head", "none"].includes(vary)) throw new Error(`HELP_VARY=${vary}: tail, head or none`);

const server = await startServer();
try {
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
} finally {
  await server.stop();
}
