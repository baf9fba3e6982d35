import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/lib/server.mjs";

// Bundled like build/server.js, then run by plain node: cluster re-runs the same entry file.
const fixture = path.resolve("node_modules/.cache/cluster-test/fixture.mjs");
beforeAll(async () => {
  await build({
    entryPoints: ["server/testing/cluster-fixture.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: fixture,
    logLevel: "warning",
  });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [fixture], { env: { ...process.env, ...env }, stdio: "ignore" });
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited };
}

async function pidFrom(url: string): Promise<number | undefined> {
  try {
    // A connection handed to a process at the moment it exits is never answered: give up on it.
    return Number(await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).text());
  } catch {
    return undefined;
  }
}

/** Distinct pids answering within `ms`; keeps asking until `enough` have been seen. */
async function pidsServing(origin: string, enough: number, ms = 15_000) {
  const pids = new Set<number>();
  const deadline = Date.now() + ms;
  while (pids.size < enough && Date.now() < deadline) {
    const pid = await pidFrom(origin);
    if (pid) pids.add(pid);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids;
}

describe("superviseWorkers", () => {
  it("runs the processes on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const { child, exited } = start({ PORT: String(port), PROCESSES: "2" });
    try {
      const first = await pidsServing(origin, 2);
      expect(first.size).toBe(2);

      const died = await pidFrom(`${origin}/exit`);
      expect(died).toBeDefined();
      const next = await pidsServing(origin, 3);
      // The survivor and a replacement, never the one that exited.
      const replacements = [...next].filter((pid) => !first.has(pid));
      expect(replacements.length).toBeGreaterThanOrEqual(1);

      child.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
      expect(await pidFrom(origin)).toBeUndefined();
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("stops with an error when the processes die before they listen, instead of restarting them", async () => {
    const { child, exited } = start({ PORT: String(await freePort()), FAIL_BEFORE_LISTEN: "1" });
    try {
      const [code] = await exited;
      expect(code).toBe(3);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
