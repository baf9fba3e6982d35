import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createAdmin, demote, promote } from "./auth/roles";
import { grantSubscription, revokeSubscription } from "./billing/grants";
import { BillingInputError, checkGrant } from "./billing/subscriptions";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase, type Db } from "./db/client";
import { DatabaseBusyError, lockEmbeddedDatabase, type DatabaseLock } from "./db-lock";
import { eraseAddress } from "./inbox/erase";
import { describeBacklog, outboxBacklog } from "./mail/backlog";

/**
 * `npm run admin -- <command>`: the team's chores, on the server's own code and configuration
 * (scripts/admin.mjs bundles this file and calls `runAdmin`). A command is its usage line and a
 * function that checks its arguments (throwing UsageError) and returns the work to do on the
 * database, which answers the line to print. Every change is in the audit log the inbox shows,
 * by "command line": whoever has the server's shell is not one of the accounts.
 */
type Command = {
  usage: string;
  summary: string;
  prepare(args: string[]): Work;
};

type Outcome = { ok: boolean; message: string };

type Work = (db: Db, config: Config) => Promise<Outcome>;

const actor = "command line";

/** Wrong arguments: the usage text follows the message, and the exit code is 2. */
class UsageError extends Error {}

/** A refusal to say as it is, exit code 1. */
class AdminRefusal extends Error {}

/** Commands that take one e-mail address and nothing else. */
function onEmail(
  name: string,
  summary: string,
  work: (db: Db, email: string, config: Config) => Promise<Outcome>,
): Command {
  return {
    usage: `${name} <email>`,
    summary,
    prepare(args) {
      const email = oneEmail(parseStrict(args, {}).positionals);
      return (db, config) => work(db, email, config);
    },
  };
}

const commands: Record<string, Command> = {
  "create-admin": onEmail(
    "create-admin",
    "Makes an account an admin; creates it if there is none (address confirmed, password printed once).",
    (db, email, config) => createAdmin(db, actor, email, config.origin),
  ),
  promote: onEmail(
    "promote",
    "Gives an account the admin role, which opens the inbox at /admin.",
    (db, email) => promote(db, actor, email),
  ),
  demote: onEmail(
    "demote",
    "Takes the admin role away. The last admin stays: promote another one first.",
    (db, email) => demote(db, actor, email),
  ),
  "grant-subscription": {
    usage: "grant-subscription <email> --tier <tier> --until <YYYY-MM-DD>",
    summary: "Gives an invoice/ACH customer the subscription until the end of that day (UTC).",
    prepare(args) {
      const { positionals, values } = parseStrict(args, {
        tier: { type: "string" },
        until: { type: "string" },
      });
      const email = oneEmail(positionals);
      const { tier, until } = values;
      if (tier === undefined) throw new UsageError("--tier is missing.");
      if (until === undefined) throw new UsageError("--until is missing.");
      checkGrant({ tier, until });
      return (db) => grantSubscription(db, actor, { email, tier, until });
    },
  },
  "revoke-subscription": onEmail(
    "revoke-subscription",
    "Ends an invoice customer's subscription now.",
    (db, email) => revokeSubscription(db, actor, email),
  ),
  erase: onEmail(
    "erase",
    "Deletes every lead sent from this address and its newsletter subscription (a request to delete one's information).",
    (db, email) => eraseAddress(db, actor, email),
  ),
  outbox: {
    usage: "outbox",
    summary: "Says how many e-mails wait to be sent, how many of them failed, and the oldest's wait.",
    prepare(args) {
      if (parseStrict(args, {}).positionals.length > 0) throw new UsageError("outbox takes no arguments.");
      return async (db) => ({ ok: true, message: describeBacklog(await outboxBacklog(db)) });
    },
  },
};

export const usage = [
  "Usage: npm run admin -- <command>",
  "",
  "Commands:",
  ...Object.values(commands).flatMap((entry) => [`  ${entry.usage}`, `      ${entry.summary}`]),
  "",
  "It reads the server's configuration: DATABASE_URL, or else the embedded database in DATA_DIR,",
  "which it opens only while the server is stopped.",
].join("\n");

export type AdminIo = { out(text: string): void; err(text: string): void; env: NodeJS.ProcessEnv };

const processIo: AdminIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
};

/** Runs one command; resolves to the exit code (0 done, 1 refused or failed, 2 wrong usage). */
export async function runAdmin(argv: string[], io: AdminIo = processIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "help" || name === "--help" || name === "-h") {
    io.out(usage);
    return 0;
  }
  const chosen = name ? commands[name] : undefined;
  if (!chosen) {
    io.err(name ? `Unknown command "${name}".\n\n${usage}` : usage);
    return 2;
  }
  let work: Work;
  try {
    work = chosen.prepare(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) {
      io.err(reasonOf(error));
      return 1;
    }
    io.err(`${error.message}\n\nUsage: npm run admin -- ${chosen.usage}`);
    return 2;
  }

  let lock: DatabaseLock | undefined;
  try {
    const config = loadConfig(io.env);
    if (!config.databaseUrl) lock = lockEmbedded(config.dataDir);
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: embeddedDir(config.dataDir),
      poolSize: 1,
    });
    try {
      const outcome = await work(database.db, config);
      (outcome.ok ? io.out : io.err)(outcome.message);
      return outcome.ok ? 0 : 1;
    } finally {
      await database.close();
    }
  } catch (error) {
    io.err(reasonOf(error));
    return 1;
  } finally {
    lock?.release();
  }
}

/** What went wrong, in a sentence for the person at the keyboard: never a stack trace. */
function reasonOf(error: unknown): string {
  if (error instanceof BillingInputError || error instanceof ConfigError || error instanceof AdminRefusal) {
    return error.message;
  }
  if (error instanceof DatabaseBusyError) {
    return error.holder === "server"
      ? "The server is running on this DATA_DIR: stop it first, or use DATABASE_URL."
      : `Another admin command (process ${error.pid}) is using this DATA_DIR: try again when it has finished.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `The command failed: ${message}`;
}

function embeddedDir(dataDir: string) {
  return path.join(dataDir, "db");
}

function lockEmbedded(dataDir: string): DatabaseLock {
  // Creating an empty database here would only hide a wrong DATA_DIR.
  if (!existsSync(path.join(embeddedDir(dataDir), "PG_VERSION"))) {
    throw new AdminRefusal(
      `There is no database in ${embeddedDir(dataDir)}: check DATA_DIR, start the server once to create it, or use DATABASE_URL.`,
    );
  }
  return lockEmbeddedDatabase(dataDir, "admin");
}

function parseStrict<O extends Record<string, { type: "string" }>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function oneEmail(positionals: string[]): string {
  if (positionals.length === 0) throw new UsageError("The e-mail address is missing.");
  if (positionals.length > 1) throw new UsageError(`One e-mail address, not ${positionals.length}.`);
  return positionals[0]!;
}
