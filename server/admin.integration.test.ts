import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireAdmin } from "../app/features/admin/access";
import type { InboxService } from "../app/features/admin/service";
import { runAdmin, usage } from "./admin";
import { authBasePath, createAuth } from "./auth/auth";
import { createAuthService } from "./auth/service";
import { subscriptionStatus } from "./billing/subscriptions";
import { openDatabase, type Db } from "./db/client";
import { auditLog, formSubmissions, newsletterSubscribers, subscriptions, user } from "./db/schema";
import { createUser } from "./testing/billing";
import { insertLead } from "./testing/inbox";
import { createPostgresDatabase, postgresAvailable } from "./testing/databases";

// Each run opens the database (PGlite: a thread that starts and migrates): seconds on a loaded machine.
const slow = 120_000;

const nextYear = new Date().getUTCFullYear() + 1;
const until = `${nextYear}-12-31`;
const tier = "Local AI Hero";

/** One run of the command, in this process: its exit code and what it printed. */
async function admin(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (text) => out.push(text), err: (text) => err.push(text), env });
  const result = { code, out: out.join("\n"), err: err.join("\n") };
  // Whatever happens, a person reads it: never a stack trace.
  expect(`${result.out}\n${result.err}`).not.toMatch(/\n\s+at /);
  return result;
}

/**
 * Where the command finds its database, and a way for the test to look into it between runs.
 * PGlite is one process's: the test opens it only while no command runs.
 */
type Target = {
  name: string;
  skip: boolean;
  setUp(): Promise<{
    env: NodeJS.ProcessEnv;
    withDb<T>(work: (db: Db) => Promise<T>): Promise<T>;
  }>;
};

const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shopcity-admin-"));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** What the command wrote to the audit log about one address, oldest first. */
const auditOf = (db: Db, target: string) =>
  db
    .select({
      actor: auditLog.actor,
      actorId: auditLog.actorId,
      action: auditLog.action,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(eq(auditLog.target, target))
    .orderBy(asc(auditLog.at), asc(auditLog.id));

const roleOf = async (db: Db, email: string) =>
  (await db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

const origin = "http://localhost:3000";

/** The site's Better Auth on this database, and the inbox's gate, as the server wires them. */
function site(db: Db) {
  const auth = createAuth({
    db,
    secret: "a-test-secret-of-at-least-32-characters",
    origin,
    sendMail: async () => {},
    rateLimit: 1000,
  });
  return {
    /** Signs in through Better Auth's own handler: the session cookie, or the refusal's status. */
    async signIn(email: string, password: string) {
      const response = await auth.handler(
        new Request(`${origin}${authBasePath}/sign-in/email`, {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }),
      );
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      return { status: response.status, cookie };
    },
    /** Whether this session cookie opens /admin: requireAdmin, or the status it throws (404). */
    async opensAdmin(cookie: string): Promise<true | number> {
      const context = {
        origin,
        services: { auth: createAuthService(auth, origin), inbox: {} as InboxService },
      } as AppLoadContext;
      try {
        await requireAdmin(new Request(`${origin}/admin`, { headers: { cookie } }), context);
        return true;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status ?? -1;
      }
    },
  };
}

const targets: Target[] = [
  {
    name: "pglite",
    skip: false,
    async setUp() {
      const dataDir = newDataDir();
      return {
        env: { DATA_DIR: dataDir, NODE_ENV: "test" },
        async withDb(work) {
          const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
          try {
            return await work(database.db);
          } finally {
            await database.close();
          }
        },
      };
    },
  },
  {
    name: "postgres",
    skip: !postgresAvailable,
    async setUp() {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      afterAll(async () => {
        await database.close();
        await created.drop();
      });
      return {
        env: { DATABASE_URL: created.url, DATA_DIR: newDataDir(), NODE_ENV: "test" },
        withDb: (work) => work(database.db),
      };
    },
  },
];

describe.each(targets)("npm run admin on $name", { timeout: slow }, (target) => {
  let env: NodeJS.ProcessEnv;
  let withDb: Awaited<ReturnType<Target["setUp"]>>["withDb"];
  let email: string;
  let userId: string;

  beforeAll(async () => {
    if (target.skip) return;
    ({ env, withDb } = await target.setUp());
    ({ email, id: userId } = await withDb((db) => createUser(db, "Mayor@City.example")));
  });

  it.skipIf(target.skip)("grants a subscription until the end of the day, and revokes it", async () => {
    const granted = await admin(
      env,
      "grant-subscription",
      "mayor@city.example",
      "--tier",
      tier,
      "--until",
      until,
    );
    expect(granted).toEqual({
      code: 0,
      out: `Granted ${tier} to ${email} until ${until} (invoice).`,
      err: "",
    });
    expect(await withDb((db) => subscriptionStatus(db, userId))).toEqual({
      subscribed: true,
      subscription_tier: tier,
      subscription_end: `${until}T23:59:59.999Z`,
      billed_by: "invoice",
    });

    expect(await admin(env, "revoke-subscription", email)).toEqual({
      code: 0,
      out: `Revoked ${tier} from ${email} (invoice).`,
      err: "",
    });
    expect((await admin(env, "revoke-subscription", email)).out).toBe(
      `${email} has no subscription: nothing to revoke.`,
    );

    // Both changes logged, by the command line; the revoke that changed nothing is not.
    expect(await withDb((db) => auditOf(db, email))).toEqual([
      { actor: "command line", actorId: null, action: "subscription.grant", detail: { tier, until } },
      { actor: "command line", actorId: null, action: "subscription.revoke", detail: { tier } },
    ]);
  });

  it.skipIf(target.skip)(
    "erase deletes an address's leads of every form and its subscription; the log never names it",
    async () => {
      const leadIds = await withDb(async (db) => {
        const ids = [
          await insertLead(db, { type: "demo", data: { firstName: "Ana", email: "Ana@Erase.example" } }),
          await insertLead(db, { type: "newsletter", data: { email: "ana@erase.example" } }),
          await insertLead(db, { type: "contact", data: { name: "Bo", email: "bo@keep.example" } }),
        ];
        await db
          .insert(newsletterSubscribers)
          .values({ email: "ana@erase.example", unsubscribeToken: randomUUID() });
        await db
          .insert(auditLog)
          .values({ actor: "command line", action: "subscriber.unsubscribe", target: "ana@erase.example" });
        return ids;
      });
      expect(await admin(env, "erase", " ANA@erase.example ")).toEqual({
        code: 0,
        out: "Erased 2 leads and the newsletter subscription of ana@erase.example.",
        err: "",
      });
      expect(await admin(env, "erase", "ana@erase.example")).toMatchObject({
        code: 0,
        out: "Nothing holds ana@erase.example: no lead, no newsletter subscription.",
      });
      await withDb(async (db) => {
        const left = await db
          .select({ id: formSubmissions.id })
          .from(formSubmissions)
          .where(inArray(formSubmissions.id, leadIds));
        expect(left).toEqual([{ id: leadIds[2] }]);
        expect(
          await db
            .select()
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.email, "ana@erase.example")),
        ).toEqual([]);
        const log = JSON.stringify(await db.select().from(auditLog));
        expect(log).not.toContain("erase.example");
        expect(log).toContain('"leads":2');
      });
    },
  );

  it.skipIf(target.skip)("outbox says what waits to be sent, and takes no arguments", async () => {
    const said = await admin(env, "outbox");
    expect(said.code).toBe(0);
    // The other tests of this file queue account mails (create-admin's none): whatever is there.
    expect(said.out).toMatch(
      /^Outbox: (no e-mail waiting\.|\d+ e-mails? waiting \(\d+ failing\), the oldest for \d+ s\.)$/,
    );
    expect((await admin(env, "outbox", "now")).code).toBe(2);
  });

  it.skipIf(target.skip)("refuses an unknown e-mail address", async () => {
    expect(
      await admin(env, "grant-subscription", "nobody@city.example", "--tier", tier, "--until", until),
    ).toEqual({ code: 1, out: "", err: "No account uses the e-mail address nobody@city.example." });
    for (const command of ["revoke-subscription", "promote", "demote"]) {
      expect(await admin(env, command, "Nobody@City.example")).toEqual({
        code: 1,
        out: "",
        err: "No account uses the e-mail address nobody@city.example.",
      });
    }
    expect(await withDb((db) => auditOf(db, "nobody@city.example"))).toEqual([]);
  });

  it.skipIf(target.skip)(
    "refuses a date that does not exist, is not written YYYY-MM-DD, or is past",
    async () => {
      const grant = (date: string) =>
        admin(env, "grant-subscription", email, "--tier", tier, "--until", date);
      expect(await grant("2027-02-30")).toEqual({
        code: 1,
        out: "",
        err: '"2027-02-30" is not a date: write it as YYYY-MM-DD, e.g. 2027-12-31.',
      });
      expect((await grant("27-1-1")).err).toBe(
        '"27-1-1" is not a date: write it as YYYY-MM-DD, e.g. 2027-12-31.',
      );
      expect(await grant("2020-01-01")).toEqual({
        code: 1,
        out: "",
        err: "The date 2020-01-01 is in the past: give a later one.",
      });
      expect((await withDb((db) => subscriptionStatus(db, userId))).subscribed).toBe(false);
    },
  );

  it.skipIf(target.skip)(
    "create-admin makes a confirmed account that signs in with the password printed once, as an admin",
    async () => {
      const address = `First.Admin-${target.name}@City.example`;
      const created = await admin(env, "create-admin", `  ${address} `);
      const email = address.toLowerCase();
      expect(created.code).toBe(0);
      expect(created.err).toBe("");
      const lines = created.out.split("\n");
      expect(lines).toHaveLength(3);
      expect(lines[0]).toBe(`Created the admin account ${email}; its e-mail address is marked as confirmed.`);
      const password = /^Its password, shown only this once: ([A-Za-z0-9_-]{24})$/.exec(lines[1]!)?.[1];
      expect(password, lines[1]).toBeDefined();
      expect(lines[2]).toBe(
        "Sign in at http://localhost:3000/auth and choose a password of your own at http://localhost:3000/account.",
      );

      await withDb(async (db) => {
        const { signIn, opensAdmin } = site(db);
        // Better Auth verifies the hash made by the command; a wrong password stays wrong.
        expect((await signIn(email, `${password}x`)).status).toBe(401);
        const signedIn = await signIn(email, password!);
        expect(signedIn.status).toBe(200);
        expect(await opensAdmin(signedIn.cookie)).toBe(true);
        expect(await auditOf(db, email)).toEqual([
          { actor: "command line", actorId: null, action: "admin.create", detail: null },
        ]);
      });

      // A second run finds the account: no new password, nothing logged.
      expect(await admin(env, "create-admin", email)).toEqual({
        code: 0,
        out: `${email} is already an admin.`,
        err: "",
      });
      expect(await withDb((db) => auditOf(db, email))).toHaveLength(1);
    },
  );

  it.skipIf(target.skip)(
    "create-admin promotes an account that exists, and refuses a non-address",
    async () => {
      const { email: existing } = await withDb((db) => createUser(db));
      expect(await admin(env, "create-admin", existing.toUpperCase())).toEqual({
        code: 0,
        out: `${existing} is now an admin.`,
        err: "",
      });
      expect(await withDb((db) => roleOf(db, existing))).toBe("admin");
      expect((await withDb((db) => auditOf(db, existing))).map((entry) => entry.action)).toEqual([
        "role.promote",
      ]);

      expect(await admin(env, "create-admin", "not-an-address")).toEqual({
        code: 1,
        out: "",
        err: '"not-an-address" is not an e-mail address.',
      });
      expect(await withDb((db) => roleOf(db, "not-an-address"))).toBeUndefined();
    },
  );

  it.skipIf(target.skip)(
    "promotes and demotes, says when there is nothing to do, and keeps the last admin",
    async () => {
      const [first, second] = await withDb(async (db) => {
        // Whatever the tests before made: nobody is an admin.
        await db.update(user).set({ role: "user" });
        return [(await createUser(db)).email, (await createUser(db)).email];
      });
      const run = (...argv: string[]) => admin(env, ...argv);

      expect(await run("promote", first!)).toEqual({ code: 0, out: `${first} is now an admin.`, err: "" });
      expect(await run("promote", first!)).toEqual({
        code: 0,
        out: `${first} is already an admin.`,
        err: "",
      });
      expect(await run("demote", second!)).toEqual({
        code: 0,
        out: `${second} is not an admin: nothing to change.`,
        err: "",
      });
      expect(await run("demote", first!)).toEqual({
        code: 1,
        out: "",
        err: `${first} is the only admin: promote someone else first (npm run admin -- promote <email>), so that somebody can still open the inbox.`,
      });
      expect(await withDb((db) => roleOf(db, first!))).toBe("admin");

      expect((await run("promote", second!)).out).toBe(`${second} is now an admin.`);
      expect(await run("demote", first!)).toEqual({
        code: 0,
        out: `${first} is no longer an admin.`,
        err: "",
      });
      expect(await withDb((db) => Promise.all([roleOf(db, first!), roleOf(db, second!)]))).toEqual([
        "user",
        "admin",
      ]);
      // Only the changes are logged, each by the command line.
      const logged = await withDb((db) => Promise.all([auditOf(db, first!), auditOf(db, second!)]));
      expect(logged).toEqual([
        [
          { actor: "command line", actorId: null, action: "role.promote", detail: null },
          { actor: "command line", actorId: null, action: "role.demote", detail: null },
        ],
        [{ actor: "command line", actorId: null, action: "role.promote", detail: null }],
      ]);
    },
  );

  it.skipIf(target.skip)("a demoted admin's session no longer opens /admin", async () => {
    const created = await admin(env, "create-admin", `demoted-${target.name}@city.example`);
    const password = /shown only this once: (\S+)/.exec(created.out)![1]!;
    const email = `demoted-${target.name}@city.example`;
    // Someone else stays admin, so the demotion is allowed.
    const { email: other } = await withDb((db) => createUser(db));
    expect((await admin(env, "promote", other)).code).toBe(0);

    const cookie = await withDb(async (db) => {
      const signedIn = await site(db).signIn(email, password);
      expect(await site(db).opensAdmin(signedIn.cookie)).toBe(true);
      return signedIn.cookie;
    });
    expect((await admin(env, "demote", email)).out).toBe(`${email} is no longer an admin.`);
    // The same session, still valid: the role is read on every request, so /admin is a 404 now.
    expect(await withDb((db) => site(db).opensAdmin(cookie))).toBe(404);
  });

  it.skipIf(target.skip)("leaves a customer who pays through Stripe to Stripe", async () => {
    await withDb((db) =>
      db.insert(subscriptions).values({
        userId,
        source: "stripe",
        tier,
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
        stripeSubscriptionId: "sub_admin_test",
      }),
    );
    const grant = await admin(env, "grant-subscription", email, "--tier", tier, "--until", until);
    expect(grant.code).toBe(1);
    expect(grant.err).toContain("pays through Stripe");
    const revoke = await admin(env, "revoke-subscription", email);
    expect(revoke.code).toBe(1);
    expect(revoke.err).toContain("cancel the subscription in the Stripe dashboard");
    await withDb((db) => db.delete(subscriptions).where(eq(subscriptions.userId, userId)));
  });
});

describe("npm run admin: usage", () => {
  // Wrong usage is refused before any database is opened: no target needed.
  const env = { DATA_DIR: "/nonexistent/shopcity-admin" };

  it.each([
    { argv: [], says: "Usage: npm run admin -- <command>" },
    { argv: ["grant-subscription"], says: "The e-mail address is missing." },
    { argv: ["grant-subscription", "a@b.example", "--until", "2030-01-01"], says: "--tier is missing." },
    { argv: ["grant-subscription", "a@b.example", "--tier", tier], says: "--until is missing." },
    { argv: ["grant-subscription", "a@b.example", "--tier"], says: "--tier" },
    { argv: ["revoke-subscription", "a@b.example", "--force"], says: "--force" },
    { argv: ["revoke-subscription", "a@b.example", "c@d.example"], says: "One e-mail address, not 2." },
    { argv: ["create-admin"], says: "The e-mail address is missing." },
    { argv: ["promote"], says: "The e-mail address is missing." },
    { argv: ["demote", "a@b.example", "c@d.example"], says: "One e-mail address, not 2." },
    { argv: ["create-admin", "a@b.example", "--password", "x"], says: "--password" },
    { argv: ["make-admin", "a@b.example"], says: 'Unknown command "make-admin".' },
  ])("$argv: exit code 2 and the usage", async ({ argv, says }) => {
    const result = await admin(env, ...argv);
    expect(result.code).toBe(2);
    expect(result.out).toBe("");
    expect(result.err).toContain(says);
    expect(result.err).toMatch(/Usage: npm run admin -- /);
  });

  it("help prints the usage and succeeds", async () => {
    expect(await admin(env, "help")).toEqual({ code: 0, out: usage, err: "" });
  });
});

describe("npm run admin on PGlite, beside the server", { timeout: slow }, () => {
  let dataDir: string;
  let email: string;

  beforeAll(async () => {
    dataDir = newDataDir();
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    ({ email } = await createUser(database.db));
    await database.close();
  });
  const lockFile = () => path.join(dataDir, "db.lock");
  const env = () => ({ DATA_DIR: dataDir, NODE_ENV: "test" });

  it("refuses while the server holds the database, and leaves its lock alone", async () => {
    // A live process (this one's parent) stands for the server.
    writeFileSync(lockFile(), `${process.ppid} server\n`);
    try {
      for (const argv of [
        ["grant-subscription", email, "--tier", tier, "--until", until],
        ["revoke-subscription", email],
        ["create-admin", email],
        ["promote", email],
        ["demote", email],
      ]) {
        expect(await admin(env(), ...argv)).toEqual({
          code: 1,
          out: "",
          err: "The server is running on this DATA_DIR: stop it first, or use DATABASE_URL.",
        });
      }
      expect(readFileSync(lockFile(), "utf8")).toBe(`${process.ppid} server\n`);
    } finally {
      rmSync(lockFile(), { force: true });
    }
  });

  it("takes over the lock of a server that is gone, and frees it when done", async () => {
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(lockFile(), `${gone.pid} server\n`);
    const result = await admin(env(), "grant-subscription", email, "--tier", tier, "--until", until);
    expect(result.code).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  });

  it("says so when DATA_DIR holds no database, instead of making an empty one", async () => {
    const empty = newDataDir();
    const result = await admin({ DATA_DIR: empty, NODE_ENV: "test" }, "revoke-subscription", email);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `There is no database in ${path.join(empty, "db")}: check DATA_DIR, start the server once to create it, or use DATABASE_URL.`,
    );
    expect(existsSync(path.join(empty, "db"))).toBe(false);
  });

  it("runs from a fresh checkout through `node scripts/admin.mjs`, no build needed", async () => {
    const script = fileURLToPath(new URL("../scripts/admin.mjs", import.meta.url));
    const run = (...argv: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [script, ...argv], { env: { ...process.env, ...env() } });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.once("close", (code) => resolve({ code, stdout, stderr }));
      });
    expect(await run("revoke-subscription", email)).toEqual({
      code: 0,
      stdout: `Revoked ${tier} from ${email} (invoice).\n`,
      stderr: "",
    });
    const wrong = await run("grant-subscription", email);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run admin -- grant-subscription");
  });
});
