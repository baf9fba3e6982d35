import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Pool, PoolConfig } from "pg";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { startPgliteProcess, type PgliteProcess } from "./pglite-process";
import * as schema from "./schema";

/** The database or a transaction in it: both drivers are node-postgres. */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

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
  /** PGlite: told if its process dies, after which every query fails. */
  onFailure?: (error: Error) => void;
};

/**
 * In the source tree this is server/db/migrations; in the bundle (build/server.js) it is
 * build/migrations, which the build copies there.
 */
const defaultMigrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any constant works; every process that migrates this database takes the same lock.
const migrationLockId = 72_638_491;

/**
 * Opens the database and brings its schema up to date. Both kinds are spoken to alike, with
 * node-postgres: embedded PGlite runs in a child process that serves PostgreSQL's protocol.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    // Without a connect timeout a request waits as long as the kernel does (minutes) for a server
    // that does not answer; with one it fails soon and the visitor is asked to try again.
    const pool = {
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis,
    };
    return connect(pool, migrations);
  }
  const dir = options.pgliteDir && path.resolve(options.pgliteDir);
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // No lock across processes here: only this server opens the folder (../db-lock.ts).
  const child = await startPgliteProcess({ dataDir: dir, onExit: options.onFailure });
  // One connection, as PGlite is one backend: a transaction holds it and other statements wait in
  // the pool, in the order they came (the socket's multiplexer would interleave two connections'
  // statements; see pglite-worker.mjs). Nor a connect timeout: a long queue is no outage.
  const pool = { host: child.socketDir, user: "postgres", database: "postgres", max: 1 };
  try {
    return await connect(pool, migrations, child, dir !== undefined);
  } catch (error) {
    await child.close();
    throw error;
  }
}

async function connect(
  config: PoolConfig,
  migrationsFolder: string,
  pglite?: PgliteProcess,
  analyzeNowAndThen = false,
): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool(config);
  // An idle client that loses its server must not take the process down.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    try {
      // Several servers starting at once against one database: one migrates, the others wait.
      await client.query("select pg_advisory_lock($1)", [migrationLockId]);
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockId]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  // PGlite has no autovacuum, so its planner never learns the tables' statistics: the inbox's
  // search for a common word then sorted trigram matches instead of walking the date index
  // (docs/benchmarks.md). ANALYZE samples, so it stays cheap.
  const analyze = () => void analyzeTablesWithRows(pool).catch(() => {});
  const timer = analyzeNowAndThen ? setInterval(analyze, analyzeEveryMs) : undefined;
  timer?.unref();
  if (analyzeNowAndThen) analyze();
  return {
    db: drizzle({ client: pool, schema }),
    kind: pglite ? "pglite" : "postgres",
    async ping() {
      if (pglite?.exited) throw pglite.exited;
      await pool.query("select 1");
    },
    async close() {
      clearInterval(timer);
      await pool.end();
      await pglite?.close();
    },
  };
}

const analyzeEveryMs = 30 * 60_000;
const connectionTimeoutMillis = 5_000;

/**
 * ANALYZE of the tables that hold a row. An empty one is left as it is, as autovacuum would leave
 * it: analyzed empty, a table is planned as empty while a burst of leads fills it, and each lead
 * then costs more than the one before.
 */
async function analyzeTablesWithRows(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    "select format('%I', relname) as name from pg_stat_user_tables where schemaname = 'public'",
  );
  const withRows: string[] = [];
  for (const { name } of rows) {
    const found = await pool.query(`select 1 from ${name} limit 1`);
    if (found.rowCount) withRows.push(name);
  }
  if (withRows.length) await pool.query(`analyze ${withRows.join(", ")}`);
}
