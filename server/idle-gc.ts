import { performance } from "node:perf_hooks";
import v8 from "node:v8";

/** V8's `gc()`, there only when Node runs with `--expose-gc` (as `npm run serve` does). */
type Collect = () => void;

export type IdleCollectorOptions = {
  /** How often the event loop's use is looked at. */
  everyMs?: number;
  /** Below this share of the last interval spent working, the process counts as idle. */
  idleBelow?: number;
  /** Collect only once the heap V8 holds has grown by this much since the last collection. */
  growthBytes?: number;
  /** Defaults to the global `gc`; without it the collector does nothing. */
  gc?: Collect;
};

const heapBytes = () => v8.getHeapStatistics().total_heap_size;

/**
 * Runs a full garbage collection once a burst of work is over. Under load V8 lets the old
 * generation grow to several times what is alive before collecting it, and gives the pages back
 * only after a collection: after a burst of leads the server kept 120 to 190 MB of heap of which
 * about 60 was alive (docs/benchmarks.md, "Server memory"). V8's own memory reducer would get
 * there only after further allocation. The collection blocks the thread for 50 to 150 ms, so it
 * runs when the loop has been idle for a whole interval, and only after the heap has grown, so an
 * idle server does not collect again and again.
 * @returns stops it.
 */
export function collectWhenIdle({
  everyMs = 500,
  idleBelow = 0.05,
  growthBytes = 32 * 1024 * 1024,
  gc = (globalThis as { gc?: Collect }).gc,
}: IdleCollectorOptions = {}): () => void {
  if (!gc) return () => {};
  let baseline = heapBytes();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy >= idleBelow || heapBytes() - baseline < growthBytes) return;
    // The first collection finds what is garbage; pages left mostly empty are given back only by
    // the second, which compacts them (after a burst of leads one returned a ninth of the old
    // space, two most of it: docs/benchmarks.md, "Server memory").
    gc();
    gc();
    baseline = heapBytes();
    // The collection's own time is not work to wait out.
    last = performance.eventLoopUtilization();
  }, everyMs);
  // It must never be what keeps a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
}
