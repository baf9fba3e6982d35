import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { createAuth } from "./auth";
import { clientAddressHeader } from "./client-address";

const origin = "http://shopcity.test";
const target = databaseTargets[0]!;

describe("Better Auth's rate limiter", () => {
  let database: TestDatabase;
  let auth: ReturnType<typeof createAuth>;
  beforeAll(async () => {
    database = await target.open();
    auth = createAuth({
      db: database.db,
      secret: "a-test-secret-of-at-least-thirty-two-characters",
      origin,
      sendMail: async () => {},
      rateLimit: 2,
    });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const from = (address: string, path: string, body?: object) =>
    auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: body ? "POST" : "GET",
        headers: { [clientAddressHeader]: address, origin, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );

  it("never limits reading the session: every signed-in page asks for it", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i += 1) statuses.add((await from("203.0.113.7", "/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });

  it("still limits sign-in attempts per address", async () => {
    const attempt = () =>
      from("203.0.113.8", "/sign-in/email", { email: "x@city.test", password: "wrong-password" });
    const statuses = [await attempt(), await attempt(), await attempt()].map((response) => response.status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
