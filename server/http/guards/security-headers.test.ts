import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The headers a real HTTP response carries when the middleware runs with this setting. */
async function headersWith(https: boolean): Promise<Headers> {
  const app = express();
  app.use(securityHeaders({ https }));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}/`)).headers;
}

describe("security headers", () => {
  it("send HSTS and upgrade insecure requests only when the public origin is https", async () => {
    const secure = await headersWith(true);
    expect(secure.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(secure.get("content-security-policy")).toContain("upgrade-insecure-requests");

    const plain = await headersWith(false);
    expect(plain.get("strict-transport-security")).toBeNull();
    expect(plain.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("let forms go to our own pages and, through a redirect, to Stripe's portal and Checkout only", async () => {
    const policy = (await headersWith(false)).get("content-security-policy") ?? "";
    expect(/form-action ([^;]*)/.exec(policy)?.[1]).toBe(
      "'self' https://billing.stripe.com https://checkout.stripe.com",
    );
  });

  it("give every response its own nonce, and only nonce'd scripts", async () => {
    const [first, second] = [await headersWith(false), await headersWith(false)];
    const nonce = (headers: Headers) =>
      /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(first)).toMatch(/^[\w+/=]{20,}$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("trust a fixed page's own inline scripts by hash, and what they load through 'strict-dynamic'", () => {
    const hashes = ["sha256-AAA=", "sha256-BBB="];
    const policy = contentSecurityPolicy({ hashes }, false);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(
      "'self' 'strict-dynamic' 'sha256-AAA=' 'sha256-BBB='",
    );
    expect(policy).not.toContain("nonce");
    // Everything but script-src is the same as with a nonce.
    const others = (text: string) =>
      text.split("; ").filter((directive) => !directive.startsWith("script-src"));
    expect(others(policy)).toEqual(others(contentSecurityPolicy({ nonce: "n" }, false)));
  });

  it("keep 'self' alone for a file without inline scripts: 'strict-dynamic' would refuse even that", () => {
    expect(/script-src ([^;]*)/.exec(contentSecurityPolicy({ hashes: [] }, true))?.[1]).toBe("'self'");
  });
});
