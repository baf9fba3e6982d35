import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../db/schema";
import type { AccountMail } from "../mail/outbox";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { createLogger } from "../log";
import { authBasePath, createAuth } from "./auth";

/**
 * Better Auth as configured for the site, through its HTTP handler: the session cookie's flags
 * follow APP_URL, and a sign-up for a known address is refused with the spec's code.
 */
describe.each(databaseTargets)("Better Auth on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!target.skip) database = await target.open();
  });
  afterAll(async () => {
    if (target.skip) return;
    await database.drop();
    if (target.name === "pglite") await database.close();
  });

  function site(origin: string, log?: Logger) {
    const mails: AccountMail[] = [];
    const auth = createAuth({
      db: database.db,
      secret: "a-test-secret-of-at-least-32-characters",
      origin,
      sendMail: async (mail) => void mails.push(mail),
      rateLimit: 1000,
      log,
    });
    const call = (path: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) =>
      auth.handler(
        new Request(`${origin}${authBasePath}${path}`, {
          method: body ? "POST" : "GET",
          headers: { origin, "content-type": "application/json", ...headers },
          body: body ? JSON.stringify(body) : undefined,
        }),
      );
    /** A confirmed account, signed in: the sign-in's Set-Cookie lines. */
    async function signedIn(email: string) {
      const password = "a-long-password";
      expect((await call("/sign-up/email", { email, password, name: email })).status).toBe(200);
      const link = mails.find((mail) => mail.recipient === email && mail.kind === "verify_email")?.payload
        .url;
      expect(link).toBeDefined();
      const confirmed = await auth.handler(new Request(link!, { headers: { origin } }));
      expect(confirmed.status).toBeLessThan(400);
      const response = await call("/sign-in/email", { email, password });
      expect(response.status).toBe(200);
      return response.headers.getSetCookie();
    }
    return { call, signedIn };
  }

  const unique = (name: string) => `${name}-${target.name}-${Date.now()}@city.test`;

  it.skipIf(target.skip)("writes its own messages to the site's JSON log, not to the console", async () => {
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(line) });
    const warn = vi.spyOn(console, "warn");
    const { call } = site("http://localhost:3000", log);
    const response = await call("/sign-in/email", { email: unique("nobody"), password: "a-long-password" });
    expect(response.status).toBe(401);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, component: "better-auth", msg: "User not found" }),
    );
  });

  it.skipIf(target.skip)(
    "on http: the session cookie is HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure",
    async () => {
      const cookies = await site("http://localhost:3000").signedIn(unique("http"));
      const session = cookies.find((line) => line.startsWith("better-auth.session_token="));
      expect(session, cookies.join("\n")).toBeDefined();
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Lax/);
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; Max-Age=2592000/);
      expect(session).not.toMatch(/; Secure/);
    },
  );

  it.skipIf(target.skip)(
    "on https: the session cookie is Secure too, under the __Secure- prefix",
    async () => {
      const cookies = await site("https://shopcity.test").signedIn(unique("https"));
      const session = cookies.find((line) => line.startsWith("__Secure-better-auth.session_token="));
      expect(session, cookies.join("\n")).toBeDefined();
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Lax/);
      expect(session).toMatch(/; Path=\//);
    },
  );

  it.skipIf(target.skip)(
    "refuses a sign-up for an address that has an account with USER_ALREADY_EXISTS",
    async () => {
      const { call } = site("http://localhost:3000");
      const email = unique("twice");
      const first = await call("/sign-up/email", { email, password: "a-long-password", name: email });
      expect(first.status).toBe(200);
      // Case does not make another address.
      const again = await call("/sign-up/email", {
        email: email.toUpperCase(),
        password: "another-password",
        name: email,
      });
      expect(again.status).toBe(422);
      expect(await again.json()).toMatchObject({ code: "USER_ALREADY_EXISTS" });
    },
  );

  it.skipIf(target.skip)(
    "refuses a sign-up with more than 64 characters before the @, which no mail server takes",
    async () => {
      const { call } = site("http://localhost:3000");
      const email = `${"m".repeat(65)}@city.test`;
      const response = await call("/sign-up/email", { email, password: "a-long-password", name: "M" });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL" });
      expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    },
  );
});
