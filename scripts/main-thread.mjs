// npm run main-thread: the browser's main-thread work while a page loads and hydrates, counted in
// CPU time, which the other processes of a shared machine inflate far less than the wall-clock
// time Lighthouse reads (on the 2-core sandbox, Lighthouse's TBT for one page ranged from 0 to
// 1,300 ms between runs of the same build; these figures stay within a few ms).
//
// Each route is loaded unthrottled with a Chrome trace (ROUTES=/a,/b, RUNS loads each). The
// renderer's top-level tasks from the first contentful paint on are scored as Lighthouse's mobile
// simulation scores them: each task times 4 (its CPU slowdown), blocking = the part over 50 ms.
// "TBT (CPU)" sums that over the tasks' thread CPU time; "TBT (wall)" over their wall time, as
// Lighthouse does. To compare two builds, run it on each (BUILD_DIR) back to back.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const routes = (process.env.ROUTES ?? "/,/roi-calculator,/pricing").split(",");
const runs = Number(process.env.RUNS ?? 3);
const cpuSlowdown = 4;

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1] ?? Number.NaN;

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string } }} TraceEvent
 * @param {TraceEvent[]} events
 */
function score(events) {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return undefined;
  const main = events.find(
    (event) => event.name === "thread_name" && event.pid === fcp.pid && event.args?.name === "CrRendererMain",
  );
  const tasks = events.filter(
    (event) =>
      event.pid === fcp.pid &&
      event.tid === main?.tid &&
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.ts >= fcp.ts,
  );
  /** @param {"dur" | "tdur"} key */
  const blocking = (key) =>
    tasks.reduce((sum, task) => sum + Math.max(0, ((task[key] ?? 0) / 1000) * cpuSlowdown - 50), 0);
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return {
    wall: blocking("dur"),
    cpu: blocking("tdur"),
    cpuTotal: cpu.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...cpu),
  };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const rows = [];
  for (const route of routes) {
    /** @type {NonNullable<ReturnType<typeof score>>[]} */
    const results = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
      });
      await page.goto(server.origin + route, { waitUntil: "load" });
      // Hydrated: React has attached its fiber to the skip link of the root layout.
      await page.waitForFunction(() => {
        const node = document.querySelector("a[href='#main']");
        return node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber"));
      });
      await page.waitForTimeout(1000);
      const trace = JSON.parse((await browser.stopTracing()).toString());
      await context.close();
      const result = score(trace.traceEvents);
      if (result) results.push(result);
    }
    /** @param {"wall" | "cpu" | "cpuTotal" | "longest"} key */
    const pick = (key) => Math.round(median(results.map((result) => result[key])));
    rows.push({
      route,
      "TBT (CPU) ms": pick("cpu"),
      "TBT (wall) ms": pick("wall"),
      "main-thread CPU ms": pick("cpuTotal"),
      "longest task CPU ms": pick("longest"),
    });
  }
  console.log(`Main thread from first paint to hydrated, median of ${runs} loads, tasks x${cpuSlowdown}:`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
