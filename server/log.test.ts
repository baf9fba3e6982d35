import { DrizzleQueryError } from "drizzle-orm/errors";
import express from "express";
import { describe, expect, it } from "vitest";
import { requestLogger } from "./http/request-log";
import { createLogger } from "./log";

const token = "a-session-token-as-stored-in-the-database";
const query = 'select "id", "user_id" from "sessions" where "sessions"."token" = $1';

/** A failed query as drizzle reports one, caused by the database being away. */
const failedQuery = () =>
  new DrizzleQueryError(
    query,
    [token, "ada@example.gov"],
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  );

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

  it("writes an unreachable database's error as one line at warn, with its cause, whoever logs it", () => {
    const { log, lines } = capturedLog();
    log.error({ err: failedQuery(), path: "/account" }, "request failed");
    log.child({ component: "better-auth" }).error({ err: failedQuery() }, "INTERNAL_SERVER_ERROR");
    const logged = lines()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).toMatchObject({ level: 40, err: { type: "DrizzleQueryError" } });
      expect(line.err.message).toMatch(/^Failed query: select .*ECONNREFUSED 127\.0\.0\.1:5432$/s);
      expect(line.err).not.toHaveProperty("stack");
      expect(JSON.stringify(line)).not.toContain(token);
    }
    expect(logged[0]).toMatchObject({ path: "/account", msg: "request failed" });
    expect(logged[1]).toMatchObject({ component: "better-auth", msg: "INTERNAL_SERVER_ERROR" });
  });

  it("leaves other errors as pino writes them", () => {
    const { log, lines } = capturedLog();
    log.error({ err: Object.assign(new Error("smtp refused"), { params: "kept", code: "EAUTH" }) }, "x");
    const line = JSON.parse(lines());
    expect(line).toMatchObject({
      level: 50,
      err: { message: "smtp refused", params: "kept", code: "EAUTH" },
    });
    expect(line.err.stack).toMatch(/^Error: smtp refused\n\s+at /);
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
    expect(written).not.toContain(token);
    // A request's own logger (pino-http's child) writes the outage's brief line as the root does.
    const failed = written
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === "request failed");
    expect(failed).toMatchObject({ level: 40, err: { type: "DrizzleQueryError" } });
    expect(failed.err.message).toMatch(/^Failed query: .*ECONNREFUSED/s);
    expect(failed.err).not.toHaveProperty("stack");
  });

  it("logs a deliberate 503 at warn and a 500 at error, neither with a stack of pino-http's own", async () => {
    const { log, lines } = capturedLog();
    const app = express();
    app.use(requestLogger(log, "/healthz"));
    app.get("/busy", (_req, res) => void res.status(503).end());
    app.get("/broken", (_req, res) => void res.status(500).end());
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    for (const path of ["/busy", "/broken"]) await fetch(`http://127.0.0.1:${port}${path}`);
    await new Promise((resolve) => server.close(resolve));
    const logged = lines()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(logged.map((line) => [line.req.url, line.res.statusCode, line.level])).toEqual([
      ["/busy", 503, 40],
      ["/broken", 500, 50],
    ]);
    for (const line of logged) expect(line).not.toHaveProperty("err");
  });
});
