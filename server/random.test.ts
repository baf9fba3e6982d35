import { describe, expect, it } from "vitest";
import { randomString } from "./random";

describe("randomString", () => {
  it("gives the asked number of bytes, different every time, across refills of its pool", () => {
    // 1,000 × 16 bytes is about four refills of the 4 KB pool.
    const values = Array.from({ length: 1_000 }, () => randomString(16, "base64url"));
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(Buffer.from(value, "base64url")).toHaveLength(16);
    // Not a zeroed (used-up) part of the pool.
    expect(values.filter((value) => Buffer.from(value, "base64url").every((byte) => byte === 0))).toEqual([]);
  });

  it("encodes in the asked alphabet", () => {
    expect(randomString(16, "base64")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomString(24, "base64url")).toMatch(/^[\w-]{32}$/);
  });
});
