import { createServer, type Server } from "node:net";
import { once } from "node:events";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/server.mjs";
import { postgresAvailable } from "../testing/databases";
import { DatabaseUnreachableError, isDatabaseUnreachable } from "./unreachable";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** What node-postgres rejects with for `url`. */
async function failureOf(url: string, options: pg.ClientConfig = {}): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, ...options });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A port that accepts connections and then closes them at once, as a database going away does. */
const servers: Server[] = [];
async function hangUpServer(): Promise<number> {
  const server = createServer((socket) => socket.destroy());
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}
afterAll(() => servers.forEach((server) => server.close()));

describe("isDatabaseUnreachable", () => {
  it("is true for a refused connection, as node-postgres reports it", async () => {
    const error = await failureOf(`postgres://postgres@127.0.0.1:${await freePort()}/test`);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it("is true for a Unix socket that is not there, but not for any missing file", async () => {
    const error = await failureOf("postgres://postgres@%2Fnonexistent-socket-folder/test");
    expect(error).toMatchObject({ code: "ENOENT" });
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("x"), { code: "ENOENT", syscall: "open" }))).toBe(
      false,
    );
  });

  it("is true for a connection the other end closes", async () => {
    const error = await failureOf(`postgres://postgres@127.0.0.1:${await hangUpServer()}/test`);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it("is true for the server's own 'going away' states and the connection-exception class", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "08P01"]) {
      expect(isDatabaseUnreachable(Object.assign(new Error("x"), { code })), code).toBe(true);
    }
  });

  it("is true for a pool that could not connect in time, and for a dead PGlite process", () => {
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnreachable(new DatabaseUnreachableError("the database process exited (SIGKILL)"))).toBe(
      true,
    );
  });

  it("looks inside Drizzle's wrapper and an AggregateError", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnreachable(new DrizzleQueryError("select 1", [], refused))).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([new Error("other"), refused]))).toBe(true);
  });

  it("is false for a query's own mistakes and for anything else", async () => {
    expect(isDatabaseUnreachable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnreachable(new DrizzleQueryError("select", [], new Error("syntax")))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("undefined is not a function"))).toBe(false);
    for (const value of [undefined, null, "ECONNREFUSED", 42, { code: 57 }]) {
      expect(isDatabaseUnreachable(value)).toBe(false);
    }
    const cyclic: Error & { cause?: unknown } = new Error("cycle");
    cyclic.cause = cyclic;
    expect(isDatabaseUnreachable(cyclic)).toBe(false);
  });

  it.skipIf(!postgresAvailable)("is false for a real syntax error from PostgreSQL", async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const error = await client.query("selec 1").catch((failure: unknown) => failure);
      expect((error as { code?: string }).code).toBe("42601");
      expect(isDatabaseUnreachable(error)).toBe(false);
    } finally {
      await client.end();
    }
  });
});
