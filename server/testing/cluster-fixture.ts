// A stand-in server for server/cluster.integration.test.ts: each process answers with its pid,
// `/exit` ends the process that receives it, and FAIL_BEFORE_LISTEN makes every process die
// before it listens.
import cluster from "node:cluster";
import { createServer } from "node:http";
import pino from "pino";
import { superviseWorkers } from "../cluster";

if (cluster.isPrimary) {
  superviseWorkers(Number(process.env.PROCESSES ?? 2), pino({ level: "silent" }));
} else if (process.env.FAIL_BEFORE_LISTEN) {
  process.exit(3);
} else {
  const server = createServer((req, res) => {
    res.setHeader("Connection", "close");
    res.end(String(process.pid));
    if (req.url === "/exit") setTimeout(() => process.exit(1), 10);
  });
  server.listen(Number(process.env.PORT));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}
