import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { superviseWorkers } from "./cluster";
import { productionWarnings } from "./config";
import { createLogger } from "./log";
import { cannotStart, configOrExit, serve } from "./serve";

const here = path.dirname(fileURLToPath(import.meta.url));

// In a cluster the first process reads it first, so a generated development secret is
// written once before the others start.
const config = configOrExit();
const logger = createLogger(config.logLevel);

if (cluster.isPrimary) for (const warning of productionWarnings(config)) logger.warn(warning);
if (config.processes > 1 && cluster.isPrimary) superviseWorkers(config.processes, logger);
else
  await serve(config, logger, { buildDir: config.buildDir ?? here }).catch((error) =>
    cannotStart(logger, error),
  );
