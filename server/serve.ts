import type { Server } from "node:http";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import { ConfigError, loadConfig, type Config } from "./config";
import { DatabaseBusyError, lockEmbeddedDatabase } from "./db-lock";
import { answerClientErrors } from "./http/guards/client-errors";
import { limitedServer } from "./http/guards/connection-limits";
import { createSite } from "./http/site";
import { loggedError } from "./log";
import { startServices } from "./services";

/** The configuration, or the process ends with one line saying what is wrong with it. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: say what, without a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Where the app comes from: the build (`npm run serve`) or Vite's dev server (`npm run dev`). */
export type AppSource =
  | { buildDir: string; vite?: undefined }
  | {
      buildDir?: undefined;
      vite: ViteDevServer;
      /** The server Vite's hot reload already listens on for its socket (same origin, same CSP). */
      httpServer: Server;
    };

/**
 * One server process: services, the site's one Express chain, the listening socket and a shutdown
 * that lets the work in flight finish. Production and `npm run dev` both start here.
 */
export async function serve(config: Config, logger: Logger, source: AppSource) {
  // The embedded database is this process's alone; the admin command checks the same lock.
  const lock = config.databaseUrl ? undefined : lockOrExit(config.dataDir);
  const services = await startServices(config, logger);
  const site = await createSite({
    buildDir: source.buildDir ?? "",
    vite: source.vite,
    origin: config.origin,
    services,
    log: logger,
    bodyLimitBytes: config.leads.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  const server = answerClientErrors(
    source.vite
      ? source.httpServer.on("request", site.listener)
      : limitedServer(config.connections, site.listener),
    logger,
  );
  server.once("error", (error: NodeJS.ErrnoException) =>
    cannotStart(logger, error.code === "EADDRINUSE" ? new Error(`port ${config.port} is in use`) : error),
  );
  server.listen(config.port, () => {
    logger.info(
      {
        port: config.port,
        origin: config.origin,
        database: services.database.kind,
        mail: config.smtpUrl ? "smtp" : "files",
        billing: config.stripe ? "stripe" : "invoice",
        // Where each lead is handed on besides the team's mail (webhook, hubspot, salesforce).
        handedOn: Object.keys(config.destinations),
        ...(source.vite ? { mode: "development" } : {}),
      },
      "server listening",
    );
  });

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => process.exit(), 5_000).unref();
    server.close(() => {
      // Requests whose clients hung up may still be storing a lead: let them finish first.
      void site
        .whenIdle()
        .then(() => services.close())
        .then(() => source.vite?.close())
        .then(() => lock?.release())
        .finally(() => process.exit()); // 0, or the code set by a failure
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * A server that cannot start (the database unreachable, the port taken, DATA_DIR not writable)
 * says why in one line, without a stack trace: the cause is the operator's to fix.
 */
export function cannotStart(logger: Logger, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  const reason = String(loggedError(message)).replace(/\s*\n\s*/g, " ");
  logger.fatal({ reason }, `the server cannot start: ${reason}`);
  process.exit(1);
}

function lockOrExit(dataDir: string) {
  try {
    return lockEmbeddedDatabase(dataDir, "server");
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(
      error.holder === "admin"
        ? `An admin command (process ${error.pid}) is using the embedded database in ${dataDir}: start the server when it has finished.`
        : `Another server (process ${error.pid}) is running on ${dataDir}: the embedded database allows one. Stop it, or set DATABASE_URL.`,
    );
    process.exit(1);
  }
}
