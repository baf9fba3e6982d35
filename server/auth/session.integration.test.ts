import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { authRateLimit, session, user } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { createAuth } from "./auth";
import { clientAddressHeader } from "./client-address";
import { createAuthService } from "./service";

const origin = "http://localhost:3000";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function accounts(database: TestDatabase, rateLimit = 1_000) {
  const auth = createAuth({
    db: database.db,
    secret: "session-tests-secret-session-tests-secret",
    origin,
    sendMail: async () => {},
    rateLimit,
  });
  return createAuthService(auth, origin);
}

const from = (address: string, headers: Record<string, string> = {}) =>
  new Request(`${origin}/auth`, { headers: { origin, [clientAddressHeader]: address, ...headers } });

/** A confirmed account, signed in: its session cookie and bearer token. */
async function signedIn(database: TestDatabase, service: ReturnType<typeof accounts>, email: string) {
  await service.signUp(from("198.51.100.1"), { email, password: "long enough", callbackPath: "/" });
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const result = await service.signIn(from("198.51.100.1"), { email, password: "long enough" });
  if (!result.ok) throw new Error(result.message);
  const cookie = result.headers.get("set-cookie") ?? "";
  return { cookie: cookie.split(";")[0]!, setCookie: cookie };
}

describe.each(databaseTargets)("sessions on $name", (target) => {
  it.skipIf(target.skip)(
    "are httpOnly, SameSite=Lax, not Secure on http, and extended when used after a day",
    async () => {
      const database = await target.open();
      cleanups.push(() => database.drop());
      const service = accounts(database);
      const { cookie, setCookie } = await signedIn(database, service, "mayor@dover.gov");
      expect(setCookie).toMatch(/^better-auth\.session_token=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).not.toMatch(/Secure/);

      // A session last renewed two days ago, with a week left.
      await database.db.execute(
        sql`update ${session} set updated_at = now() - interval '2 days', expires_at = now() + interval '7 days'`,
      );
      const { session: found, headers } = await service.getSession(from("198.51.100.1", { cookie }));
      expect(found?.user.email).toBe("mayor@dover.gov");
      const daysLeft = (Date.parse(found!.session.expiresAt) - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(29);
      expect(headers.get("set-cookie")).toMatch(/better-auth\.session_token=/);
      const [row] = await database.db.select({ expiresAt: session.expiresAt }).from(session);
      expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29);
    },
    60_000,
  );

  it.skipIf(target.skip)(
    "count sign-in attempts per client address, in the database",
    async () => {
      const database = await target.open();
      cleanups.push(() => database.drop());
      const service = accounts(database, 3);
      const attempt = (address: string) =>
        service.signIn(from(address), { email: "nobody@dover.gov", password: "wrong password" });
      for (let i = 0; i < 3; i++) expect(await attempt("203.0.113.7")).toMatchObject({ status: 401 });
      expect(await attempt("203.0.113.7")).toMatchObject({ ok: false, status: 429 });
      // Another visitor is not held back by the first one's attempts.
      expect(await attempt("203.0.113.8")).toMatchObject({ status: 401 });
      // Kept where every server process sees it.
      const keys = await database.db.select({ key: authRateLimit.key }).from(authRateLimit);
      expect(keys.map((row) => row.key)).toEqual(
        expect.arrayContaining(["203.0.113.7|/sign-in/email", "203.0.113.8|/sign-in/email"]),
      );
    },
    60_000,
  );
});
