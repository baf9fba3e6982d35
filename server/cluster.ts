import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/**
 * Runs `count` copies of the server as worker processes sharing one port (node:cluster), so that
 * a PostgreSQL deployment can use more than one core. A process that dies after it was serving
 * is replaced; one that dies before it ever listened (bad database, port taken) stops the whole
 * server with its exit code, rather than restarting in a loop.
 */
export function superviseWorkers(count: number, log: Logger) {
  let stopping = false;
  const serving = new WeakSet<Worker>();

  cluster.on("listening", (worker) => serving.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!serving.has(worker)) {
      log.error({ pid: worker.process.pid, code, signal }, "server process failed to start");
      stop("SIGTERM", code || 1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "server process exited; starting another");
    cluster.fork();
  });

  function stop(signal: NodeJS.Signals, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    // Each process finishes its requests and closes its database (server/index.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(exitCode), 10_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  log.info({ processes: count }, "starting server processes");
  for (let i = 0; i < count; i += 1) cluster.fork();
}
