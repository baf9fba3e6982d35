import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { copyPgliteTemplate } from "./pglite-template";

/** The PostgreSQL server of this machine (trust auth); TEST_DATABASE_URL points elsewhere. */
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the PostgreSQL tests run. Unreachable: they skip with a clear line, except under
 * CI=true, where a missing server is a failure, not a reason to test less.
 */
export const postgresAvailable = await postgresReachable();
if (!postgresAvailable) {
  const line = `PostgreSQL at ${adminUrl} is not reachable`;
  if (process.env.CI === "true") throw new Error(`${line}: CI needs it for the data-layer tests.`);
  console.warn(`${line}: skipping the PostgreSQL variant of the data-layer tests.`);
}

export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/**
 * A database of its own for one test run (or benchmark), created fresh and dropped afterwards.
 * `prefix` names it after what made it, should one be left behind.
 */
export async function createPostgresDatabase(
  prefix = "shopcity_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type DatabaseTarget = { name: "pglite" | "postgres"; skip: boolean; open(): Promise<TestDatabase> };

/** Every data-layer test runs on both: embedded PGlite and the PostgreSQL server. */
export const databaseTargets: DatabaseTarget[] = [
  {
    name: "pglite",
    skip: false,
    async open() {
      // A copy of a migrated database rather than a new one in memory: the same schema, without
      // the seconds initdb and the migrations take in every test file (./pglite-template.ts).
      const folder = mkdtempSync(path.join(tmpdir(), "shopcity-test-"));
      const dir = path.join(folder, "db");
      await copyPgliteTemplate(dir);
      const database = await openDatabase({ pgliteDir: dir });
      let closed: Promise<void> | undefined;
      const close = () => (closed ??= database.close());
      return {
        ...database,
        close,
        async drop() {
          await close();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "postgres",
    skip: !postgresAvailable,
    async open() {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
      return {
        ...database,
        url: created.url,
        async drop() {
          await database.close();
          await created.drop();
        },
      };
    },
  },
];
