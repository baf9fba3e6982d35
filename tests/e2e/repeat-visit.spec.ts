import { expect, test, type CDPSession } from "@playwright/test";
import { allPages, gotoHydrated } from "./support";

/**
 * A second visit to a public page downloads no HTML body (the page is revalidated: 304) and no
 * stylesheet or script (hashed assets are `immutable`; the stylesheet is in the page). Chromium's
 * own network events tell what came from its cache and what crossed the wire.
 */

type Seen = { url: string; type: string; wireStatus?: number; fromCache: boolean; bytes: number };

async function recordNetwork(client: CDPSession) {
  const byId = new Map<string, Seen>();
  await client.send("Network.enable");
  const wireStatus = new Map<string, number>();
  // What crossed the wire: a revalidated page is reported as its cached 200 in responseReceived,
  // the server's 304 only here.
  client.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    wireStatus.set(requestId, statusCode);
  });
  client.on("Network.responseReceived", ({ requestId, type, response }) => {
    byId.set(requestId, {
      url: response.url,
      type,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      bytes: 0,
    });
  });
  client.on("Network.requestServedFromCache", ({ requestId }) => {
    const seen = byId.get(requestId);
    if (seen) seen.fromCache = true;
  });
  client.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const seen = byId.get(requestId);
    if (seen) seen.bytes = encodedDataLength;
  });
  return {
    clear: () => {
      byId.clear();
      wireStatus.clear();
    },
    seen: () => [...byId].map(([id, seen]) => ({ ...seen, wireStatus: wireStatus.get(id) })),
  };
}

test("a second visit to every public page gets a 304 and loads no stylesheet or script again", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const client = await page.context().newCDPSession(page);
  const network = await recordNetwork(client);
  for (const path of allPages) {
    await gotoHydrated(page, path);
    await page.goto("about:blank");
    network.clear();
    await gotoHydrated(page, path);
    const seen = network.seen();
    const document = seen.find((entry) => entry.type === "Document");
    expect(document?.wireStatus, `${path}: the page is revalidated`).toBe(304);
    // Headers only: no body crosses the wire.
    expect(document!.bytes, `${path}: the 304 carries no body`).toBeLessThan(2_000);
    const downloaded = seen.filter(
      (entry) => (entry.type === "Script" || entry.type === "Stylesheet") && !entry.fromCache,
    );
    expect(
      downloaded.map((entry) => entry.url),
      `${path}: scripts and stylesheets come from the cache`,
    ).toEqual([]);
  }
});
