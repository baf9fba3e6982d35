import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle } from "./idle-gc";

// V8's real collector, as `node --expose-gc` gives it to the server: the flag can be turned on at
// run time, and a new context then has the function.
v8.setFlagsFromString("--expose-gc");
const realGc = runInNewContext("gc") as () => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const heapBytes = () => v8.getHeapStatistics().total_heap_size;

/** Counts the collections it runs; each one is V8's. */
function countingGc() {
  const counter = { runs: 0, collect: () => (counter.runs++, realGc()) };
  return counter;
}

/** Grows the heap by about `mb` MB of objects, garbage once the caller drops them. */
function allocate(mb: number) {
  const kept: unknown[] = [];
  for (let i = 0; i < mb * 1024; i++) kept.push(Array.from({ length: 128 }, (_, j) => ({ i, j })));
  return kept;
}

let stop = () => {};
afterEach(() => stop());

describe("collectWhenIdle", () => {
  it("collects once the loop is idle after the heap has grown, and gives the memory back", async () => {
    const gc = countingGc();
    realGc();
    stop = collectWhenIdle({ everyMs: 100, growthBytes: 16 * 1024 * 1024, gc: gc.collect });
    let held: unknown[] | undefined = allocate(48);
    const grown = heapBytes();
    expect(held).toHaveLength(48 * 1024);
    held = undefined;
    for (let waited = 0; gc.runs === 0 && waited < 5_000; waited += 100) await sleep(100);
    expect(gc.runs).toBeGreaterThan(0);
    expect(heapBytes()).toBeLessThan(grown - 16 * 1024 * 1024);
  });

  it("does not collect again while the heap has not grown", async () => {
    const gc = countingGc();
    realGc();
    stop = collectWhenIdle({ everyMs: 50, growthBytes: 16 * 1024 * 1024, gc: gc.collect });
    await sleep(600);
    expect(gc.runs).toBe(0);
  });

  it("waits while the loop is busy", async () => {
    const gc = countingGc();
    realGc();
    stop = collectWhenIdle({ everyMs: 100, growthBytes: 16 * 1024 * 1024, gc: gc.collect });
    // Held through the busy second, so that V8's own collections during it cannot undo the growth.
    let held: unknown[] | undefined = allocate(48);
    // Busy for a second in 20 ms slices, as a server under load: timers still run in between.
    const until = Date.now() + 1_000;
    while (Date.now() < until) {
      const slice = Date.now() + 20;
      while (Date.now() < slice) allocate(0.01);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(gc.runs).toBe(0);
    expect(held).toHaveLength(48 * 1024);
    held = undefined;
    for (let waited = 0; gc.runs === 0 && waited < 5_000; waited += 100) await sleep(100);
    expect(gc.runs).toBeGreaterThan(0);
  });

  it("does nothing without V8's gc (node without --expose-gc)", () => {
    expect(() => collectWhenIdle({ gc: undefined })()).not.toThrow();
  });
});
