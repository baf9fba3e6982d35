import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Rejects when the database cannot answer a trivial query now (see ./unreachable.ts). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** `postgres://…`: a PostgreSQL server. Unset: embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's folder; unset means in memory (tests). */
  pgliteDir?: string;
  /** Largest number of pooled connections to PostgreSQL. */
  poolSize?: number;
  /** Where the migrations are, when this module runs from somewhere else (scripts). */
  migrationsFolder?: string;
  /** PGlite: told if its thread dies, after which every query fails. */
  onFailure?: (error: Error) => void;
};

/**
 * In the source tree this is server/db/migrations; in the bundle (build/server.js) it is
 * build/migrations, which the build copies there.
 */
const defaultMigrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; every process that migrates this database takes the same lock.
const migrationLockId = 72_638_491;

/** Opens the database and brings its schema up to date. Drivers load only when used. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = options.migrationsFolder ?? defaultMigrationsFolder;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20, migrations)
    : openPglite(options.pgliteDir, migrations, options.onFailure);
}

async function openPostgres(url: string, poolSize: number, migrationsFolder: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Without a connect timeout a request waits as long as the kernel does (minutes) for a server
  // that does not answer; with one it fails soon and the visitor is asked to try again.
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client that loses its server must not take the process down.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    // Several servers starting at once against one database: one migrates, the others wait.
    await client.query("select pg_advisory_lock($1)", [migrationLockId]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [migrationLockId]).catch(() => {});
    client.release();
  }
  return {
    db: drizzle({ client: pool, schema }),
    kind: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

async function openPglite(
  dir: string | undefined,
  migrationsFolder: string,
  onFailure?: (error: Error) => void,
): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { startPgliteThread } = await import("./pglite-thread");
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // One connection per process and no lock across processes: only this server opens the folder.
  // It runs on a thread of its own (and migrates there), so the HTTP thread stays free.
  const thread = await startPgliteThread({
    dataDir: dir ? path.resolve(dir) : undefined,
    migrationsFolder,
    onFailure,
  });
  const db = drizzle({ client: thread.client, schema });
  // PGlite has no autovacuum, so its planner never learns the tables' statistics: the inbox's
  // search for a common word then sorted trigram matches (33 ms at 100,000 leads) instead of
  // walking the date index (6 ms; docs/benchmarks.md). ANALYZE samples, so it stays cheap.
  const analyze = () => void thread.client.exec("analyze").catch(() => {});
  const timer = dir ? setInterval(analyze, analyzeEveryMs) : undefined;
  timer?.unref();
  if (dir) analyze();
  return {
    db,
    kind: "pglite",
    ping: async () => void (await thread.client.query("select 1")),
    close: () => {
      clearInterval(timer);
      return thread.close();
    },
  };
}

const analyzeEveryMs = 30 * 60_000;
const connectTimeoutMs = 5_000;
