import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";

/** What the middleware did with a POST of `length` bytes to `url`: let it through, or its status. */
function answer(url: string, length: number): "next" | number {
  const limit = bodyLimit(1000, { path: "/dashboard", limit: 5000 });
  const req = {
    method: "POST",
    url,
    headers: { "content-length": String(length) },
  } as unknown as IncomingMessage;
  let status: number | undefined;
  const res = {
    setHeader() {},
    end() {},
    set statusCode(value: number) {
      status = value;
    },
  } as unknown as ServerResponse;
  let passed = false;
  limit(req, res, () => {
    passed = true;
  });
  return passed ? "next" : status!;
}

describe("the body limit", () => {
  it("refuses a large body everywhere but the dashboard, which takes uploads", () => {
    expect(answer("/contact", 1001)).toBe(413);
    expect(answer("/dashboard", 4000)).toBe("next");
    // With JavaScript the form posts to the route's data URL.
    expect(answer("/dashboard.data?index", 4000)).toBe("next");
    expect(answer("/dashboard", 5001)).toBe(413);
    expect(answer("/dashboard/logo", 4000)).toBe(413);
  });
});
