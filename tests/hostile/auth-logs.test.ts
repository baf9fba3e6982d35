// What Better Auth's refusals of a script's requests leave in the log, on the built site with real
// services: a warning at most, since docs/operations.md has operators alerted on `error`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertSafe, httpBytes, rawRequest, startHostileSite, type HostileSite } from "./harness";

const warn = 40;

describe("Better Auth's refusals in the log", () => {
  let site: HostileSite;
  // Better Auth skips its origin and callback checks under a test runner (Vitest sets TEST), and
  // those checks are what log; the site must be as deployed, where they run.
  const testFlag = process.env.TEST;

  beforeAll(async () => {
    delete process.env.TEST;
    site = await startHostileSite("pglite");
  });
  afterAll(async () => {
    await site?.stop();
    process.env.TEST = testFlag;
  });

  it("a way back to another site, sent by a script, is refused with a warning, not an error", async () => {
    const elsewhere = "https://evil.test/";
    const mark = site.logMark();
    for (const [path, body] of [
      [
        "/api/auth/sign-in/email",
        { email: "eve@example.test", password: "wrong-password-1", callbackURL: elsewhere },
      ],
      [
        "/api/auth/sign-up/email",
        { email: "eve@example.test", password: "long enough 42", name: "x", callbackURL: elsewhere },
      ],
      ["/api/auth/request-password-reset", { email: "eve@example.test", redirectTo: elsewhere }],
    ] as const) {
      const response = await rawRequest(
        site.port,
        httpBytes("POST", path, {
          host: new URL(site.origin).host,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      assertSafe(response, path);
      expect(response.status, path).toBe(403);
    }
    const lines = site.logsSince(mark);
    expect(lines.filter((line) => line.level > warn)).toEqual([]);
    // The refusals are still there to read, as warnings.
    expect(lines.filter((line) => line.level === warn).map((line) => line.msg)).toEqual(
      expect.arrayContaining([`Invalid callbackURL: ${elsewhere}`, `Invalid redirectURL: ${elsewhere}`]),
    );
  });
});
