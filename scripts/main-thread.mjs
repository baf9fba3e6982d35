// npm run main-thread: the browser's main-thread work while a page loads and hydrates, counted in
// CPU time, which the other processes of a shared machine inflate far less than the wall-clock
// time Lighthouse reads (on a shared machine, Lighthouse's TBT for one page swings widely between
// runs of the same build, while these figures hold steady; docs/benchmarks.md shows both).
//
// Each route is loaded unthrottled with a Chrome trace (ROUTES=/a,/b, RUNS loads each). The
// renderer's top-level tasks from the first contentful paint on are scored as Lighthouse's mobile
// simulation scores them: each task times CPU_SLOWDOWN (4 unless given, as Lighthouse), blocking =
// the part over 50 ms. "TBT (CPU)" sums that over the tasks' thread CPU time; "TBT (wall)" over
// their wall time, as Lighthouse does. The slowdown only scales the measured tasks, so a list
// (CPU_SLOWDOWN=4,12) scores the same loads once per slowdown: a higher one models a slower or
// busier phone, e.g. the loaded machine Lighthouse's worst figures came from (docs/benchmarks.md,
// "Lighthouse on every public route").
//
// To compare two builds, BUILD_DIRS=dirA,dirB starts one server per build once and, per route,
// alternates the loads between them (A B, then B A, ...), so that what else the machine runs
// weighs on both alike; each table then gives A, B and B/A. Otherwise BUILD_DIR is served.
// TRACE_DIR=dir keeps every trace (a few MB each) for a closer look in Chrome's performance panel.
import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitForHydration } from "./lib/browser-bench.mjs";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { buildDir, startServer } from "./lib/server.mjs";

const routes = (process.env.ROUTES ?? "/,/roi-calculator,/pricing").split(",");
const runs = Number(process.env.RUNS ?? 3);
const slowdowns = (process.env.CPU_SLOWDOWN ?? (process.env.APPLIED_RATE ? "1" : "4")).split(",").map(Number);
const buildDirs = (process.env.BUILD_DIRS ?? buildDir).split(",").map((dir) => path.resolve(dir));
const traceDir = process.env.TRACE_DIR;
// Chrome's own CPU throttling (as Lighthouse's "devtools" throttling applies it): the page really
// runs that many times slower, so React's scheduler yields on the slowed clock as it would on a
// slow phone, and the tasks are scored on their wall time as they come (x1).
const appliedRate = process.env.APPLIED_RATE ? Number(process.env.APPLIED_RATE) : undefined;
if (appliedRate !== undefined && !(appliedRate >= 1)) throw new Error("APPLIED_RATE: a number from 1");
if (appliedRate !== undefined && process.env.CPU_SLOWDOWN)
  throw new Error("APPLIED_RATE scores at x1: no CPU_SLOWDOWN");
if (slowdowns.some((slowdown) => !(slowdown > 0))) throw new Error("CPU_SLOWDOWN: positive numbers");
if (buildDirs.length > 2) throw new Error("BUILD_DIRS: one or two builds");

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1] ?? Number.NaN;

/**
 * The main thread's top-level tasks from the first contentful paint on: CPU and wall ms of each,
 * less the scripts evaluated without a URL: those are Playwright's own (waitForFunction injects
 * one into every load), and counting them added blocking time of their own to every route once
 * slowed down.
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string, data?: { url?: string } } }} TraceEvent
 * @param {TraceEvent[]} events
 */
function mainThreadTasks(events) {
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
  const driver = events.filter(
    (event) =>
      event.pid === fcp.pid &&
      event.tid === main?.tid &&
      event.name === "EvaluateScript" &&
      !event.args?.data?.url,
  );
  /** @param {TraceEvent} task @param {"dur" | "tdur"} key */
  const own = (task, key) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = driver.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    return ((task[key] ?? 0) - inside.reduce((sum, event) => sum + (event[key] ?? 0), 0)) / 1000;
  };
  return { cpu: tasks.map((task) => own(task, "tdur")), wall: tasks.map((task) => own(task, "dur")) };
}

/**
 * @param {NonNullable<ReturnType<typeof mainThreadTasks>>} tasks
 * @param {number} slowdown
 */
function score(tasks, slowdown) {
  /** @param {number[]} ms */
  const blocking = (ms) => ms.reduce((sum, task) => sum + Math.max(0, task * slowdown - 50), 0);
  return {
    cpu: blocking(tasks.cpu),
    wall: blocking(tasks.wall),
    cpuTotal: tasks.cpu.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...tasks.cpu),
  };
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (appliedRate !== undefined) {
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: appliedRate });
  }
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
  });
  await page.goto(url, { waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  const trace = (await browser.stopTracing()).toString();
  await context.close();
  return trace;
}

const labels = ["A", "B"];
const servers = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const dir of buildDirs) servers.push(await startServer({}, { dir }));
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  /** @type {{ route: string, tasks: NonNullable<ReturnType<typeof mainThreadTasks>>[][] }[]} */
  const measured = [];
  for (const route of routes) {
    /** @type {NonNullable<ReturnType<typeof mainThreadTasks>>[][]} */
    const tasks = servers.map(() => []);
    for (let run = 0; run < runs; run++) {
      const order = servers.map((_, index) => index);
      if (run % 2 === 1) order.reverse();
      for (const index of order) {
        const trace = await load(browser, /** @type {{ origin: string }} */ (servers[index]).origin + route);
        if (traceDir) {
          const name = `${labels[index]}${route.replaceAll("/", "_")}-${run + 1}.json`;
          writeFileSync(path.join(traceDir, name), trace);
        }
        const found = mainThreadTasks(JSON.parse(trace).traceEvents);
        if (found) tasks[index]?.push(found);
      }
    }
    measured.push({ route, tasks });
  }
  for (const slowdown of slowdowns) {
    const rows = measured.map(({ route, tasks }) => {
      const medians = tasks.map((loads) => {
        const scores = loads.map((found) => score(found, slowdown));
        /** @param {"wall" | "cpu" | "cpuTotal" | "longest"} key */
        return (key) => Math.round(median(scores.map((result) => result[key])));
      });
      const [a, b] = medians;
      if (!a) throw new Error("no build measured");
      if (!b) {
        return {
          route,
          "TBT (CPU) ms": a("cpu"),
          "TBT (wall) ms": a("wall"),
          "main-thread CPU ms": a("cpuTotal"),
          "longest task CPU ms": a("longest"),
        };
      }
      return {
        route,
        "TBT (CPU) A": a("cpu"),
        "TBT (CPU) B": b("cpu"),
        "B/A": a("cpu") > 0 ? Number((b("cpu") / a("cpu")).toFixed(2)) : "-",
        "TBT (wall) A": a("wall"),
        "TBT (wall) B": b("wall"),
        "CPU ms A": a("cpuTotal"),
        "CPU ms B": b("cpuTotal"),
        "longest A": a("longest"),
        "longest B": b("longest"),
      };
    });
    const how = appliedRate
      ? `CPU throttled x${appliedRate} by Chrome, tasks as measured`
      : `tasks x${slowdown}`;
    console.log(`Main thread from first paint to hydrated, median of ${runs} loads, ${how}:`);
    if (buildDirs.length > 1) buildDirs.forEach((dir, index) => console.log(`  ${labels[index]} = ${dir}`));
    console.table(rows);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
