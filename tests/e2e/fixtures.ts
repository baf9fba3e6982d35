import { test as base } from "@playwright/test";
import { startOwnServer } from "./server";

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

/**
 * `test` with `sharedServer(settings)`: a server of its own with those settings, started on first
 * use in this worker and shared by every test of the worker that asks for the same settings
 * (whatever the spec file), stopped when the worker ends. A server start is the dearest thing an
 * e2e test does (docs/benchmarks.md, "Test time"): ask for a shared one where a test only reads
 * what it made itself (its own accounts, unique addresses). A test that counts what the whole
 * database holds, restarts its server or uses it up (a rate limit reached) calls startOwnServer.
 * Usable in beforeAll too (a worker fixture); the first call in a worker waits for the start, so
 * give that hook or test the time of one (test.setTimeout, as startOwnServer's callers do).
 */
export const test = base.extend<
  object,
  { sharedServer: (settings: Record<string, string>) => Promise<OwnServer> }
>({
  sharedServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const servers = new Map<string, Promise<OwnServer>>();
      await use((settings) => {
        const key = JSON.stringify(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)));
        let server = servers.get(key);
        if (!server) {
          server = startOwnServer(settings);
          // A start that failed is tried again by the next test, not handed out as failed.
          server.catch(() => servers.delete(key));
          servers.set(key, server);
        }
        return server;
      });
      await Promise.all(
        [...servers.values()].map((server) =>
          server.then(
            (s) => s.stop(),
            () => {},
          ),
        ),
      );
    },
    { scope: "worker" },
  ],
});

export { expect } from "./support";
