import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin, usage } from "./admin";
import { subscriptionStatus } from "./billing/subscriptions";
import { openDatabase, type Database } from "./db/client";
import { subscriptions } from "./db/schema";
import { createUser } from "./testing/billing";
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
    withDb<T>(work: (db: Database["db"]) => Promise<T>): Promise<T>;
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
    });

    expect(await admin(env, "revoke-subscription", email)).toEqual({
      code: 0,
      out: `Revoked ${tier} from ${email} (invoice).`,
      err: "",
    });
    expect((await admin(env, "revoke-subscription", email)).out).toBe(
      `${email} has no subscription: nothing to revoke.`,
    );
  });

  it.skipIf(target.skip)("refuses an unknown e-mail address", async () => {
    expect(
      await admin(env, "grant-subscription", "nobody@city.example", "--tier", tier, "--until", until),
    ).toEqual({ code: 1, out: "", err: "No account uses the e-mail address nobody@city.example." });
    expect((await admin(env, "revoke-subscription", "nobody@city.example")).code).toBe(1);
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
    { argv: ["promote", "a@b.example"], says: 'Unknown command "promote".' },
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
      expect(await admin(env(), "grant-subscription", email, "--tier", tier, "--until", until)).toEqual({
        code: 1,
        out: "",
        err: "The server is running on this DATA_DIR: stop it first, or use DATABASE_URL.",
      });
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
