import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipSplicer } from "./gzip-splice";

const text = (length: number, seed: string) =>
  Buffer.from(
    Array.from({ length: Math.ceil(length / seed.length) }, () => seed)
      .join("")
      .slice(0, length),
  );

describe("gzipSplicer", () => {
  it.each([
    ["a prefix longer than the window", 100_000, 30_000, 8_000],
    ["a short prefix", 10, 500, 10],
    ["an empty middle", 5_000, 0, 5_000],
    ["an empty suffix", 5_000, 300, 0],
  ])("gives a gzip of the whole with %s", (_, prefixLength, middleLength, suffixLength) => {
    const prefix = text(prefixLength, '<div class="grid gap-4">prefix ');
    const suffix = text(suffixLength, "</section><script>suffix</script>");
    const splice = gzipSplicer(prefix, suffix);
    for (const middle of [text(middleLength, "<dd>$4,870,320</dd> "), randomBytes(middleLength)]) {
      const whole = Buffer.concat([prefix, middle, suffix]);
      const gzip = splice(middle);
      expect(gunzipSync(gzip)).toEqual(whole);
      // Another decoder than Node's, checking CRC and length as a browser's would.
      expect(execFileSync("gzip", ["-dc"], { input: gzip, maxBuffer: 1 << 24 })).toEqual(whole);
    }
  });

  it("refers back into the prefix, so a middle like it costs little", () => {
    const prefix = text(40_000, '<span class="tabular-nums text-ink-muted">residents</span>');
    const middle = text(20_000, '<span class="tabular-nums text-ink-muted">residents</span>');
    const gzip = gzipSplicer(prefix, Buffer.alloc(0))(middle);
    const prefixOnly = gzipSplicer(prefix, Buffer.alloc(0))(Buffer.alloc(0));
    expect(gzip.length - prefixOnly.length).toBeLessThan(200);
  });
});
