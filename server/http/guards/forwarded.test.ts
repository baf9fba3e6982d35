import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { compileTrust, requestEndpoints } from "./forwarded";

/** What `requestEndpoints` reads from a real request sent with these headers. */
async function endpointsFor(
  trustProxy: string | undefined,
  headers: IncomingHttpHeaders,
  /** Where the server listens; null: as Node does by default, on :: where the machine has IPv6. */
  listenOn: string | null = "127.0.0.1",
) {
  const trust = compileTrust(trustProxy);
  const server = createServer((req, res) => res.end(JSON.stringify(requestEndpoints(req, trust))));
  await new Promise<void>((resolve) =>
    listenOn ? server.listen(0, listenOn, resolve) : server.listen(0, resolve),
  );
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Record<string, string>>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body) as Record<string, string>));
      });
      req.on("error", reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

const forwarded = {
  host: "127.0.0.1:4000",
  "x-forwarded-for": "203.0.113.9",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "shopcity.com",
};

describe("request endpoints", () => {
  it("ignore forwarded headers when no proxy is trusted", async () => {
    expect(await endpointsFor(undefined, forwarded)).toEqual({
      clientAddress: "127.0.0.1",
      protocol: "http",
      host: "127.0.0.1:4000",
    });
  });

  it("name an IPv4 client of a server on every interface by its IPv4 address", async () => {
    // The site listens as Node does by default: on ::, where an IPv4 peer is ::ffff:127.0.0.1.
    expect(await endpointsFor(undefined, forwarded, null)).toMatchObject({ clientAddress: "127.0.0.1" });
    // A proxy named by its IPv4 address is still trusted there.
    expect(await endpointsFor("127.0.0.1", forwarded, null)).toMatchObject({ protocol: "https" });
  });

  it("take the client, protocol and host from a trusted proxy's headers", async () => {
    expect(await endpointsFor("loopback", forwarded)).toEqual({
      clientAddress: "203.0.113.9",
      protocol: "https",
      host: "shopcity.com",
    });
  });

  it("ignore the headers of a proxy that is not the trusted one", async () => {
    expect(await endpointsFor("10.0.0.1, uniquelocal", forwarded)).toMatchObject({
      clientAddress: "127.0.0.1",
      protocol: "http",
    });
  });

  it("take the first value of a header a chain of proxies appended to", async () => {
    const chained = {
      ...forwarded,
      "x-forwarded-proto": "https, http",
      "x-forwarded-host": "shopcity.com, edge",
    };
    expect(await endpointsFor("loopback", chained)).toMatchObject({
      protocol: "https",
      host: "shopcity.com",
    });
  });

  it("answer for a host header that is no host", async () => {
    for (const host of ["shopcity.com/evil?x", "[::1", "a b", "user@shopcity.com"]) {
      expect(await endpointsFor(undefined, { host })).toMatchObject({ host: "localhost" });
    }
  });
});
