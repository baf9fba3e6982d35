import path from "node:path";
import { fileURLToPath } from "node:url";
import { appOrigin } from "../app/lib/origin.server";
import { logger } from "../app/lib/logger.server";
import { createApp } from "./http";

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT || 3000);
const buildDir = process.env.BUILD_DIR ?? here;

const app = await createApp({ buildDir, origin: appOrigin() });
const server = app.listen(port, () => {
  logger.info({ port, origin: appOrigin() }, "server listening");
});

function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
