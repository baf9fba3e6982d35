// The built server started wrongly, as an operator might: it says why in one line and stops,
// without a stack trace; a wrong SMTP server is said at start, while the site serves.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDir } from "./harness";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the server until it exits or prints `until`; what it printed, and its exit code (null: still running, then stopped). */
function run(env: Record<string, string>, until?: RegExp) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shopcity-start-"));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(32),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise<{ output: string; code: number | null }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill("SIGTERM");
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => resolve({ output, code: until?.test(output) ? null : code }));
  });
}

/** The lines that are not the start-up warnings every production run without SMTP prints. */
const lines = (output: string) =>
  output
    .trim()
    .split("\n")
    .filter((line) => !/"level":40/.test(line));

describe("a server that cannot start", () => {
  it("says so in one line when the database is unreachable", async () => {
    const { output, code } = await run({ DATABASE_URL: "postgres://127.0.0.1:1/shopcity", PORT: "0" });
    expect(code).toBe(1);
    expect(lines(output)).toHaveLength(1);
    expect(JSON.parse(lines(output)[0]!)).toMatchObject({
      level: 60,
      msg: "the server cannot start: connect ECONNREFUSED 127.0.0.1:1",
    });
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("says so in one line when its port is taken", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const { output, code } = await run({ PORT: String(port) });
      expect(code).toBe(1);
      expect(lines(output)).toEqual([
        expect.stringContaining(`"msg":"the server cannot start: port ${port} is in use"`),
      ]);
    } finally {
      taken.close();
    }
  });

  it("serves, and warns at start, when the SMTP server cannot be reached", async () => {
    const { output, code } = await run(
      { PORT: "0", SMTP_URL: "smtp://127.0.0.1:1", APP_URL: "http://127.0.0.1:1" },
      /server listening[\s\S]*the SMTP server cannot be used yet|the SMTP server cannot be used yet[\s\S]*server listening/,
    );
    expect(code).toBeNull();
    expect(output).toContain('"msg":"the SMTP server cannot be used yet: mail waits in the outbox"');
    expect(output).toContain("ECONNREFUSED");
    // The start line says what the server runs with: mail, billing, where leads are handed on.
    expect(output).toContain('"mail":"smtp","billing":"invoice","handedOn":[]');
  });
});
