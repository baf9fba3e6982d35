// Slow clients: the built server, started as `npm run serve` starts it, hangs up on a client that
// sends its headers or its body a byte at a time, and on an idle keep-alive connection, within the
// limits it is given (server/http/guards/connection-limits.ts), while it answers everyone else.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../../scripts/lib/server.mjs";
import { hasBuild } from "./harness";

const limits = { headersMs: 1_500, requestMs: 3_000, keepAliveMs: 1_000 };
/** Node checks its timeouts once a second (server/http/guards/connection-limits.ts); a loaded machine adds its own delay. */
const slack = 4_000;

type Trickle = { socket: Socket; closed: Promise<{ afterMs: number; answer: string; sent: number }> };

/** Opens a connection that sends `head` at once, then `drip` one byte every `everyMs`, until closed. */
function trickle(port: number, head: string, drip: string, everyMs = 100): Trickle {
  const socket = connect(port, "127.0.0.1");
  const started = Date.now();
  let sent = 0;
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return;
    socket.write(drip[sent % drip.length]!);
    sent += 1;
  }, everyMs);
  const closed = new Promise<{ afterMs: number; answer: string; sent: number }>((resolve) =>
    socket.once("close", () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer, sent });
    }),
  );
  return { socket, closed };
}

describe.skipIf(!hasBuild)("slow clients against the built server", () => {
  let server: StartedServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({
      HEADERS_TIMEOUT_MS: String(limits.headersMs),
      REQUEST_TIMEOUT_MS: String(limits.requestMs),
      KEEP_ALIVE_TIMEOUT_MS: String(limits.keepAliveMs),
    });
    port = Number(new URL(server.origin).port);
  });
  afterAll(() => server?.stop());

  it("cuts off a client sending its headers a byte at a time, and answers others meanwhile", async () => {
    const slow = trickle(
      port,
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n",
      "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaa\r\n",
    );
    // Others are answered while it dribbles.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const { afterMs, answer, sent } = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // It was still sending when cut off: the limit, not an error, ended it.
    expect(sent).toBeGreaterThan(5);
    expect(afterMs).toBeLessThan(limits.headersMs + slack);
  });

  it("cuts off a client sending its body a byte at a time", async () => {
    const body = "name=x".padEnd(5_000, "x");
    const slow = trickle(
      port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const { afterMs, sent } = await slow.closed;
    expect(sent).toBeLessThan(body.length);
    expect(sent).toBeGreaterThan(5);
    // A body is part of the request: requestTimeout, not headersTimeout, bounds it.
    expect(afterMs).toBeGreaterThanOrEqual(limits.requestMs - 100);
    expect(afterMs).toBeLessThan(limits.requestMs + slack);
  });

  it("closes an idle keep-alive connection after its timeout", async () => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    const answered = new Promise<number>((resolve) => socket.once("data", () => resolve(Date.now())));
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const idleFrom = await answered;
    const idleMs = (await closed) - idleFrom;
    expect(idleMs).toBeGreaterThanOrEqual(limits.keepAliveMs - 100);
    expect(idleMs).toBeLessThan(limits.keepAliveMs + slack);
  });
});
