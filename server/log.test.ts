import { DrizzleQueryError } from "drizzle-orm/errors";
import express from "express";
import { describe, expect, it } from "vitest";
import { requestLogger } from "./http/request-log";
import { createLogger } from "./log";

const token = "a-session-token-as-stored-in-the-database";
const query = 'select "id", "user_id" from "sessions" where "sessions"."token" = $1';

/** A failed query as drizzle reports one, caused by the database being away. */
const failedQuery = () =>
  new DrizzleQueryError(query, [token, "ada@example.gov"], new Error("connect ECONNREFUSED 127.0.0.1:5432"));

/** The site's logger, writing its lines to an array. */
function capturedLog() {
  const lines: string[] = [];
  const log = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { log, lines: () => lines.join("") };
}

describe("the log", () => {
  it("keeps a failed query's SQL and cause, never its values, however the error is logged", () => {
    const { log, lines } = capturedLog();
    const error = failedQuery();
    log.error({ err: error }, "request failed");
    log.warn({ err: String(error) }, "request failed: the database is unreachable");
    log.error({ err: new Error("the database is unreachable", { cause: error }) }, "outbox round failed");
    log.child({ component: "better-auth" }).error({ err: error }, "INTERNAL_SERVER_ERROR");
    const written = lines();
    const logged = written.split("\n").filter(Boolean);
    expect(logged).toHaveLength(4);
    for (const line of logged) expect(line).toContain(String.raw`Failed query: select \"id\"`);
    expect(written).not.toContain(token);
    expect(written).not.toContain("ada@example.gov");
    expect(written.match(/ECONNREFUSED/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("leaves other errors as pino writes them", () => {
    const { log, lines } = capturedLog();
    log.error({ err: Object.assign(new Error("smtp refused"), { params: "kept", code: "EAUTH" }) }, "x");
    expect(JSON.parse(lines())).toMatchObject({
      err: { message: "smtp refused", params: "kept", code: "EAUTH" },
    });
  });

  it("keeps the values out of the access log's error too", async () => {
    const { log, lines } = capturedLog();
    const app = express();
    app.use(requestLogger(log, "/healthz"));
    app.get("/", () => {
      throw failedQuery();
    });
    app.use((error: Error, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      req.log.error({ err: error }, "request failed");
      res.status(500).end();
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(500);
    await new Promise((resolve) => server.close(resolve));
    const written = lines();
    expect(written).toContain("request failed");
    expect(written).toContain("Failed query");
    expect(written).not.toContain(token);
  });
});
