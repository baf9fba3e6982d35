// Help searches from one client, on the built site: each new one waits for that client's turn
// (server/http/pages/client-turns.ts), so a client sending them as fast as it can cannot take the thread
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

  it("one client's new searches are rendered 4 a second at most, and each is answered", async () => {
    const id = String(performance.now());
    const started = performance.now();
    const answered = await Promise.all(Array.from({ length: 7 }, (_, i) => search(`domain ${i} ${id}`)));
    expect(answered.map((one) => one.status)).toEqual(Array(7).fill(200));
    // Seven turns 250 ms apart: the last starts 1.5 s after they were sent, however fast the
    // machine renders.
    expect(Math.max(...answered.map((one) => one.at)) - started).toBeGreaterThanOrEqual(1_450);
  });
});
