import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebResponse, toWebRequest } from "./web-request";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server = createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("Web requests and responses on Node's server", () => {
  it("hand over method, URL, headers and body", async () => {
    const port = await serve(async (req, res) => {
      const request = toWebRequest(req, res, { protocol: "https", host: "shopcity.com" });
      const summary = [request.method, request.url, request.headers.get("x-test"), await request.text()];
      await sendWebResponse(res, Response.json(summary));
    });
    const response = await fetch(`http://127.0.0.1:${port}/contact.data?index`, {
      method: "POST",
      headers: { "x-test": "yes" },
      body: "email=a%40b.test",
    });
    expect(await response.json()).toEqual([
      "POST",
      "https://shopcity.com/contact.data?index",
      "yes",
      "email=a%40b.test",
    ]);
  });

  it("send status, headers and each cookie on a line of its own", async () => {
    const port = await serve(async (req, res) => {
      const headers = new Headers({ "content-type": "text/plain", "x-reply": "1" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      await sendWebResponse(res, new Response("accepted", { status: 202, headers }));
    });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(202);
    expect(response.headers.get("x-reply")).toBe("1");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.text()).toBe("accepted");
  });

  it("send an action's reply whole, with its length, rather than in chunks", async () => {
    const port = await serve(async (_req, res) => {
      await sendWebResponse(res, new Response("stored", { headers: { "content-type": "text/x-script" } }), {
        whole: true,
      });
    });
    const reply = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest({ host: "127.0.0.1", port }, resolve).on("error", reject).end(),
    );
    expect(reply.headers["content-length"]).toBe("6");
    expect(reply.headers["transfer-encoding"]).toBeUndefined();
    reply.resume();
  });

  it("fail the body when the visitor breaks off an upload, and let the action run on", async () => {
    let settle: (outcome: { body: string; aborted: boolean }) => void = () => {};
    const outcome = new Promise<{ body: string; aborted: boolean }>((resolve) => (settle = resolve));
    const port = await serve(async (req, res) => {
      const request = toWebRequest(req, res, { protocol: "http", host: "localhost" });
      const body = await request.text().then(
        () => "read",
        () => "failed",
      );
      settle({ body, aborted: request.signal.aborted });
    });
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      headers: { "content-length": "100" },
    });
    req.on("error", () => {});
    req.write("only ten b");
    setTimeout(() => req.destroy(), 50);
    expect(await outcome).toEqual({ body: "failed", aborted: false });
  });

  it("abort a page's signal when the visitor hangs up before the reply", async () => {
    const aborted = new Promise<boolean>((resolve) => {
      void serve(async (req, res) => {
        const request = toWebRequest(req, res, { protocol: "http", host: "localhost" });
        request.signal.addEventListener("abort", () => resolve(true));
        setTimeout(() => resolve(false), 2_000);
      }).then((port) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/pricing" });
        req.on("error", () => {});
        req.end();
        setTimeout(() => req.destroy(), 50);
      });
    });
    expect(await aborted).toBe(true);
  });
});
