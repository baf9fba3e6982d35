import { createServer, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { httpRecorder } from "../testing/deliveries";
import { post } from "./http";

/** A destination on a free port, answering as `listener` does; closed after each test. */
const cleanups: (() => Promise<void>)[] = [];
async function destination(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

/** A destination that answers `status` and then streams a body that never ends. */
async function endlessAnswer(status: number) {
  const open = new Set<ServerResponse>();
  const url = await destination((_request, response) => {
    open.add(response);
    response.writeHead(status, { "content-type": "text/plain" });
    const line = Buffer.from(`${"too long to read ".repeat(60)}\n`);
    const write = () => {
      while (!response.destroyed && response.write(line));
    };
    response.on("drain", write);
    response.on("close", () => open.delete(response));
    write();
  });
  return { url, open };
}

/** The project's recording receiver, answering every request with `status` and `headers`. */
async function answering(status: number, headers: Record<string, string> = {}) {
  const receiver = httpRecorder(() => ({ status, headers, body: "moved" }));
  const port = await receiver.listen();
  cleanups.push(() => receiver.close());
  return { url: `http://127.0.0.1:${port}/hook`, methods: () => receiver.requests.map((r) => r.method) };
}

describe("posting to a destination", () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("keeps only the start of a refusal's body, and stops downloading it", async () => {
    const receiver = await endlessAnswer(400);
    const started = Date.now();
    const result = await post({ url: receiver.url, headers: {}, body: "{}" });
    // Reading the whole body would run until the 15 s timeout and then keep no text at all.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.outcome).toBe("failed");
    const error = result.outcome === "failed" ? result.error : "";
    expect(error).toMatch(/^HTTP 400: too long to read too long/);
    expect(error.length).toBeLessThanOrEqual("HTTP 400: ".length + 300);
    // The connection is let go of, not left to stream into a buffer nobody reads.
    await expect.poll(() => receiver.open.size, { timeout: 2_000 }).toBe(0);
  });

  it("reads nothing of a success, however long", async () => {
    const receiver = await endlessAnswer(200);
    const started = Date.now();
    const result = await post({ url: receiver.url, headers: {}, body: "{}" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toEqual({ outcome: "sent", status: 200 });
    await expect.poll(() => receiver.open.size, { timeout: 2_000 }).toBe(0);
  });

  it("reports a moved destination as failed and does not follow it, so no lead is lost in a GET", async () => {
    // A receiver that answers GETs too: followed, a 301 or 302 would reach it as a GET, no lead in it.
    const elsewhere = await answering(200);
    for (const status of [301, 302, 307, 308]) {
      const moved = await answering(status, { location: elsewhere.url });
      const result = await post({ url: moved.url, headers: {}, body: "{}" });
      expect(result, String(status)).toEqual({
        outcome: "failed",
        status,
        error: `HTTP ${status}: moved to ${elsewhere.url}; redirects are not followed`,
      });
      expect(moved.methods()).toEqual(["POST"]);
    }
    expect(elsewhere.methods()).toEqual([]);
  });

  it("takes 303 See Other as handled", async () => {
    const handled = await answering(303, { location: "/thanks" });
    expect(await post({ url: handled.url, headers: {}, body: "{}" })).toEqual({
      outcome: "sent",
      status: 303,
    });
  });
});
