import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossSiteRefusal, refuseCrossSite } from "./cross-site";
import { compileTrust } from "./forwarded";

const configuredOrigin = "https://shopcity.example";
let server: Server;
let port: number;
let reached = 0;

beforeAll(async () => {
  const refuse = refuseCrossSite(configuredOrigin, compileTrust("loopback"));
  server = createServer((req, res) =>
    refuse(req, res, () => {
      reached += 1;
      res.end("handled");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: "/contact", headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("cross-site changes", () => {
  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a look-alike of ours", { origin: "https://shopcity.example.evil.example" }],
    ["a sandboxed frame (null)", { origin: "null" }],
    ["our host on another scheme", { origin: `https://127.0.0.1:PORT` }],
  ])("a POST from %s is refused before it is handled", async (_name, headers) => {
    const before = reached;
    const origin = headers.origin.replace("PORT", String(port));
    const response = await send("POST", { origin });
    expect(response).toEqual({ status: 403, body: crossSiteRefusal });
    expect(reached).toBe(before);
  });

  it.each([
    ["the configured origin", () => ({ origin: configuredOrigin })],
    ["the origin this request was addressed to", () => ({ origin: `http://127.0.0.1:${port}` })],
    [
      "the origin a trusted proxy forwarded",
      () => ({
        origin: "https://www.shopcity.example",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "www.shopcity.example",
      }),
    ],
    ["a program that sends no Origin", () => ({})],
  ])("a POST from %s is handled", async (_name, headers) => {
    expect(await send("POST", headers())).toEqual({ status: 200, body: "handled" });
  });

  it("reads are never refused, whatever their Origin", async () => {
    expect((await send("GET", { origin: "https://evil.example" })).status).toBe(200);
  });
});
