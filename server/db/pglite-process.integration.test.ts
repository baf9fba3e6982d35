import { execFile, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "./client";
import { isDatabaseUnreachable } from "./unreachable";
import { unavailableLine } from "../../app/content/leads";
import { formPost, testLeadService, testTokens } from "../testing/leads";
import { databaseOutage, retryAfterSeconds } from "../http/unavailable";
import { formSubmissions } from "./schema";

// The processes started, so that a test can end one as a crash would.
const children = vi.hoisted(() => [] as ChildProcess[]);
vi.mock("node:child_process", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:child_process")>();
  const fork = (...args: Parameters<typeof original.fork>) => {
    const child = original.fork(...args);
    children.push(child);
    return child;
  };
  return { ...original, fork };
});

const lead = { type: "demo", data: { firstName: "Ada" }, idempotencyKey: "key-1" };
const newFolder = () => path.join(mkdtempSync(path.join(tmpdir(), "pglite-process-")), "db");
const running = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};
const until = async (done: () => boolean, ms = 20_000) => {
  for (const start = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - start > ms) throw new Error("timed out");
  }
};

describe("PGlite in a process of its own", () => {
  describe("open", () => {
    let database: Database;
    beforeAll(async () => void (database = await openDatabase({})));
    afterAll(() => database.close());

    it("answers drizzle's queries with the types drizzle expects, and keeps PostgreSQL's error codes", async () => {
      const [stored] = await database.db.insert(formSubmissions).values(lead).returning();
      expect(stored?.createdAt).toBeInstanceOf(Date);
      expect(stored?.data).toEqual({ firstName: "Ada" });
      const rows = await database.db.select().from(formSubmissions).where(eq(formSubmissions.id, stored!.id));
      expect(rows[0]?.createdAt.getTime()).toBe(stored?.createdAt.getTime());
      // Raw SQL too: jsonb arrives parsed.
      const { rows: raw } = await database.db.execute<{ data: unknown }>(
        sql`select data from form_submissions`,
      );
      expect(raw[0]?.data).toEqual({ firstName: "Ada" });

      const duplicate = await database.db
        .insert(formSubmissions)
        .values(lead)
        .then(() => undefined)
        .catch((error: unknown) => error);
      // drizzle wraps the driver's error; the PostgreSQL code comes through as the cause.
      expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe("23505");
    });

    it("answers each of many statements sent at once with its own result", async () => {
      // They queue for the one connection (client.ts) and come back each to its own caller.
      const numbers = Array.from({ length: 40 }, (_, i) => i);
      const answers = await Promise.all(
        numbers.map(
          async (n) => (await database.db.execute<{ n: number }>(sql`select ${n}::int as n`)).rows[0]?.n,
        ),
      );
      expect(answers).toEqual(numbers);
      // WebAssembly memory never shrinks: PostgreSQL's 128MB of shared buffers stayed in the RSS.
      const { rows } = await database.db.execute<{ setting: string }>(
        sql`select current_setting('shared_buffers') as setting`,
      );
      expect(rows[0]?.setting).toBe("16MB");
    });
  });

  it("keeps its data in the folder across a close and reopen, and ends its process on close", async () => {
    const dir = newFolder();
    const first = await openDatabase({ pgliteDir: dir });
    const child = children.at(-1);
    await first.db.insert(formSubmissions).values(lead);
    await first.close();
    expect(running(child?.pid)).toBe(false);
    await expect(first.db.select().from(formSubmissions)).rejects.toThrow();

    const second = await openDatabase({ pgliteDir: dir });
    try {
      expect(await second.db.select().from(formSubmissions)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("rejects the start with the reason when the database cannot be migrated, and leaves no process", async () => {
    const missing = path.join(tmpdir(), "no-such-migrations-folder");
    await expect(openDatabase({ migrationsFolder: missing })).rejects.toThrow(/_journal\.json/);
    await until(() => !running(children.at(-1)?.pid));
  });

  it("after the process died, the site asks visitors to try again in a moment (HTTP 503)", async () => {
    const failures: Error[] = [];
    const database = await openDatabase({ onFailure: (error) => failures.push(error) });
    try {
      children.at(-1)?.kill("SIGKILL");
      await until(() => failures.length > 0);
      expect(failures).toHaveLength(1);
      await expect(database.ping()).rejects.toThrow(/the database process exited \(SIGKILL\)/);
      const query = await database.db
        .select()
        .from(formSubmissions)
        .catch((error: unknown) => error);
      // The site tells this apart from a query's own failure (./unreachable.ts).
      expect(isDatabaseUnreachable(query)).toBe(true);

      const outage = databaseOutage({ ping: database.ping });
      const failed = await outage.review("/account", new Response(null, { status: 500 }));
      expect(failed.status).toBe(503);
      expect(failed.headers.get("retry-after")).toBe(String(retryAfterSeconds));
      const { status, reply } = await testLeadService(database.db).submit(
        "newsletter",
        formPost({ email: "ada@example.gov", _formToken: testTokens.issue() }),
        { clientAddress: "127.0.0.1" },
      );
      expect(status).toBe(503);
      expect(reply).toMatchObject({ status: "failed", notice: { more: unavailableLine } });
    } finally {
      await database.close();
    }
  });

  it("closes its database and ends when the process that started it is killed", async () => {
    const script = fileURLToPath(new URL("./pglite-worker.mjs", import.meta.url));
    // A parent that starts the database, says the child's pid and socket folder, and waits.
    const parent = `
      const child = require("node:child_process").fork(${JSON.stringify(script)}, [${JSON.stringify(newFolder())}]);
      child.on("message", ({ socketDir }) => console.log(JSON.stringify({ pid: child.pid, socketDir })));
      setInterval(() => {}, 1000);`;
    let child: { pid: number; socketDir: string } | undefined;
    const started = execFile(process.execPath, ["-e", parent]);
    started.stdout?.on("data", (line: string) => (child = JSON.parse(line) as typeof child));
    await until(() => child !== undefined, 120_000);
    expect(existsSync(child!.socketDir)).toBe(true);
    started.kill("SIGKILL");
    await until(() => !running(child?.pid));
    // Its last step after closing the database.
    expect(existsSync(child!.socketDir)).toBe(false);
  });
});
