import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientTurns } from "./client-turns";

describe("client turns", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** When each of `count` turns asked at once by `client` starts, in ms from now. */
  async function starts(turn: (client: string) => Promise<void>, client: string, count: number) {
    const t0 = Date.now();
    const times: number[] = [];
    const all = Array.from({ length: count }, () => turn(client).then(() => times.push(Date.now() - t0)));
    await vi.runAllTimersAsync();
    await Promise.all(all);
    return times.sort((a, b) => a - b);
  }

  it("starts one client's turns spacingMs apart, and another client's at once", async () => {
    const turn = clientTurns(250);
    expect(await starts(turn, "203.0.113.1", 5)).toEqual([0, 250, 500, 750, 1000]);
    // The first client is still queued 250 ms ahead; another is not.
    const [other] = await starts(turn, "198.51.100.7", 1);
    expect(other).toBe(0);
  });

  it("keeps the spacing between turns taken one after another, however quickly each ends", async () => {
    const turn = clientTurns(250);
    const t0 = Date.now();
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = turn("203.0.113.1");
      await vi.runAllTimersAsync();
      await next;
      times.push(Date.now() - t0);
    }
    expect(times).toEqual([0, 250, 500, 750]);
  });

  it("gives a client back its turn at once after a pause", async () => {
    const turn = clientTurns(250);
    await starts(turn, "203.0.113.1", 2);
    vi.advanceTimersByTime(5_000);
    expect(await starts(turn, "203.0.113.1", 1)).toEqual([0]);
  });
});
