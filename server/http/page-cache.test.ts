import { describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

type Page = { key: string; body: string };
const page = (key: string, size: number): Page => ({ key, body: "x".repeat(size) });

describe("pageCache", () => {
  it("loads a page once, however many ask for it at the same time", async () => {
    let loads = 0;
    const cache = pageCache<Page>({
      maxBytes: 10_000,
      sizeOf: (value) => value.body.length,
      load: async (key) => {
        loads++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return page(key, 100);
      },
    });
    const pages = await Promise.all([1, 2, 3].map(() => cache.get("/roi-calculator?population=1")));
    expect(pages.map((value) => value?.key)).toEqual(Array(3).fill("/roi-calculator?population=1"));
    await cache.get("/roi-calculator?population=1");
    expect(loads).toBe(1);
  });

  it("holds at most maxBytes, dropping the least recently used page first", async () => {
    const loaded: string[] = [];
    const cache = pageCache<Page>({
      maxBytes: 1_000,
      sizeOf: (value) => value.body.length,
      load: async (key) => {
        loaded.push(key);
        return page(key, 300);
      },
    });
    for (const key of ["a", "b", "c"]) await cache.get(key);
    await cache.get("a"); // used again: "b" is now the oldest
    await cache.get("d");
    expect(cache.bytes()).toBeLessThanOrEqual(1_000);
    await cache.get("a");
    await cache.get("b");
    expect(loaded).toEqual(["a", "b", "c", "d", "b"]);
  });

  it("keeps nothing of a failed load, so the next request tries again", async () => {
    let fail = true;
    const cache = pageCache<Page>({
      maxBytes: 1_000,
      sizeOf: (value) => value.body.length,
      load: async (key) => {
        if (fail) throw new Error("render failed");
        return page(key, 10);
      },
    });
    await expect(cache.get("x")).rejects.toThrow("render failed");
    fail = false;
    expect((await cache.get("x"))?.key).toBe("x");
  });
});
