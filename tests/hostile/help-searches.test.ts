// Help searches from one client, on the built site: each new one waits for that client's turn
// (server/http/client-turns.ts), so a client sending them as fast as it can cannot take the thread
// the other pages are answered on (`npm run bench:help` measures /pricing during such a flood).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHostileSite, type HostileSite } from "./harness";

describe("help searches on pglite", () => {
  let site: HostileSite;
  beforeAll(async () => {
    site = await startHostileSite("pglite");
  });
  afterAll(() => site?.stop());

  const search = async (query: string) => {
    const response = await fetch(`${site.origin}/help?q=${encodeURIComponent(query)}`);
    await response.arrayBuffer();
    return { status: response.status, at: performance.now() };
  };

  it("one client's new searches are rendered 4 a second at most; one already kept waits for nothing", async () => {
    const started = performance.now();
    const searches = Array.from({ length: 8 }, (_, i) => search(`domain ${i} ${started}`));
    const answered = await Promise.all(searches);
    expect(answered.map((one) => one.status)).toEqual(Array(8).fill(200));
    const last = Math.max(...answered.map((one) => one.at));
    // Eight turns 250 ms apart: the last starts 1.75 s after the first, whatever the machine.
    expect(last - started).toBeGreaterThanOrEqual(1_700);
    // A search already rendered is answered from memory, without a turn.
    const again = performance.now();
    expect((await search(`domain 7 ${started}`)).at - again).toBeLessThan(250);
  });
});
