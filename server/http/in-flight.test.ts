import { describe, expect, it } from "vitest";
import { inFlightCounter } from "./in-flight";

describe("inFlightCounter", () => {
  it("is idle until work starts, and again only once all of it has ended", async () => {
    const counter = inFlightCounter();
    await counter.whenIdle();
    const finish: (() => void)[] = [];
    const work = () => counter.track(() => new Promise<void>((resolve) => finish.push(resolve)));
    const [first, second] = [work(), work()];
    expect(counter.count()).toBe(2);
    let idle = false;
    const idleAt = counter.whenIdle().then(() => (idle = true));
    finish[0]!();
    await first;
    expect(idle).toBe(false);
    finish[1]!();
    await Promise.all([second, idleAt]);
    expect(idle).toBe(true);
    expect(counter.count()).toBe(0);
  });

  it("counts work that fails as ended", async () => {
    const counter = inFlightCounter();
    await expect(counter.track(() => Promise.reject(new Error("lost")))).rejects.toThrow("lost");
    expect(counter.count()).toBe(0);
  });
});
