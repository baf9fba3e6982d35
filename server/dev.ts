import type { Server } from "node:http";
import type { ViteDevServer } from "vite";
import { createLogger } from "./log";
import { cannotStart, configOrExit, serve } from "./serve";

/**
 * `npm run dev`: the production server (services, the one Express chain) with the app from Vite's
 * dev server, so that forms, accounts and the inbox work while pages reload on each edit.
 * Started by scripts/dev.mjs, which makes the Vite server and loads this module through it.
 */
export async function serveDev(vite: ViteDevServer, httpServer: Server): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  await serve(config, logger, { vite, httpServer }).catch((error: unknown) => cannotStart(logger, error));
}
