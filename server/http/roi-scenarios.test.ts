import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { buildDir, hasBuild } from "../../tests/hostile/harness";
import { renderFixedPage, type FixedPageOptions } from "./fixed-pages";
import { loadPrerendered } from "./prerendered";
import { roiPath, roiScenarioSource, splitAround } from "./roi-scenarios";

describe("splitAround", () => {
  it("splits a page around markup found once", () => {
    expect(splitAround("<a><b>1</b></a>", "<b>1</b>")).toEqual({ prefix: "<a>", suffix: "</a>" });
  });
  it.each([
    ["missing", "<a></a>", "<b>1</b>"],
    ["found twice", "<b>1</b><b>1</b>", "<b>1</b>"],
    ["empty", "<a></a>", ""],
  ])("refuses markup %s", (_, page, markup) => {
    expect(splitAround(page, markup)).toBeUndefined();
  });
});

// The scenario page put together from the prerendered page must be, byte for byte, the page React
// Router renders for the same URL: anything else would show other numbers or break hydration.
describe.skipIf(!hasBuild && process.env.CI !== "true")("ROI scenarios from the build", async () => {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const origin = "http://127.0.0.1:4999";
  const log = pino({ level: "silent" });
  const options: FixedPageOptions = { origin, https: false, log };
  const render = (url: string) =>
    renderFixedPage(handleRequest, url, options, { status: 200, effort: "fast" });
  const pages = await loadPrerendered(path.join(buildDir, "client"), [roiPath], {
    origin,
    checkout: "sales",
    https: false,
  });
  const refusals: unknown[] = [];
  const source = roiScenarioSource({
    template: pages.get(roiPath),
    entry: build.entry.module,
    render,
    log: { warn: (fields: unknown) => void refusals.push(fields) } as never,
  });

  it("puts scenarios together from the prerendered page, not through React Router", () => {
    expect(refusals).toEqual([]);
    expect(source.key(`${roiPath}?population=80000&utm_source=x`)).toBe(`${roiPath}?population=80000`);
  });

  // Edges (bounds, clamping, adoption pulled up, junk) and a spread of ordinary scenarios.
  const queries = [
    "?population=80000&averageTransactionSize=22",
    "?population=10000&businesses=1&averageTransactionSize=0.01&monthlyTransactions=0",
    "?population=500000&businesses=999999999&averageTransactionSize=99999",
    "?population=-5&businesses=abc&currentDigitalAdoption=90&targetDigitalAdoption=10",
    "?currentDigitalAdoption=100&targetDigitalAdoption=100",
    '?population=<script>alert(1)</script>&businesses="><img>',
    "?population=1e9&averageTransactionSize=NaN&monthlyTransactions=Infinity",
    ...Array.from({ length: 12 }, (_, i) => {
      const params = new URLSearchParams({
        population: String(10_000 + ((i * 37_919) % 490_000)),
        businesses: String(50 + ((i * 613) % 4000)),
        averageTransactionSize: (5 + ((i * 17.31) % 300)).toFixed(2),
        monthlyTransactions: String((i * 97) % 900),
        currentDigitalAdoption: String((i * 13) % 60),
        targetDigitalAdoption: String(40 + ((i * 7) % 60)),
      });
      return `?${params}`;
    }),
  ];

  it.each(queries)("%s is the page React Router renders", async (query) => {
    const url = `${roiPath}${query}`;
    const [fast, reference] = await Promise.all([source.load(source.key(url)), render(url)]);
    expect(fast.body.toString("utf8")).toBe(reference.body.toString("utf8"));
    expect(fast.representationHeaders).toEqual(reference.representationHeaders);
    expect(fast.status).toBe(200);
  });

  it("keeps a new scenario whole in gzip, as made while a visitor waits, and unencoded", async () => {
    const { gunzipSync } = await import("node:zlib");
    const page = await source.load(source.key(`${roiPath}?population=120000`));
    expect(page.body.toString("utf8")).toContain("120,000 residents");
    expect(Object.keys(page.variants).sort()).toEqual(["gzip", "identity"]);
    expect(gunzipSync(page.variants.gzip!.body)).toEqual(page.body);
    expect(page.variants.gzip!.body.length).toBeLessThan(page.body.length / 3);
    expect(page.variants.gzip!.etag).not.toBe(page.variants.identity.etag);
  });
});
