import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { freePort } from "../../scripts/lib/server.mjs";
import { copyPgliteTemplate } from "../../server/testing/pglite-template";
import { testRateWindowSeconds } from "../../server/testing/rate-window";
import { e2eLeadsTo } from "./mailbox";
import { e2eSmtpPort } from "./ports";

/**
 * The environment of an e2e server: production mode, mail to the SMTP server of the global setup,
 * fast retries in case it starts after the server, and no fill-time check: browsers fill forms
 * faster than people, and the check has a test of its own (lead-http.spec.ts, on a server of its
 * own).
 */
export function e2eServerEnv(origin: string, dataDir: string): Record<string, string> {
  return {
    PORT: new URL(origin).port,
    // As the site is deployed: React renders with its production build (the development one is
    // much slower per page, and not what a visitor gets); production needs a secret given.
    NODE_ENV: "production",
    AUTH_SECRET: "an-e2e-secret-of-more-than-32-characters",
    LOG_LEVEL: "warn",
    APP_URL: origin,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
    LEADS_TO: e2eLeadsTo,
    MAIL_RETRY_BASE_MS: "200",
    MAIL_RETRY_CAP_MS: "2000",
    MAIL_POLL_MS: "200",
    LEAD_MIN_FILL_MS: "0",
    LEAD_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
    BILLING_RATE_LIMIT: "1000",
    BILLING_ADDRESS_RATE_LIMIT: "1000",
    LEAD_RATE_WINDOW_SECONDS: String(testRateWindowSeconds),
    BILLING_RATE_WINDOW_SECONDS: String(testRateWindowSeconds),
  };
}

/** The built server that playwright.config.ts starts, from `npm run build`. */
export const serverScript = path.join(process.env.BUILD_DIR ?? "build", "server.js");

/**
 * A data folder for `startOwnServer({ dataDir })`, to remove with `removeDataDir` when done: its
 * database new, as on a first start, but copied rather than created (a copy takes a fraction of
 * the CPU; server/testing/pglite-template.ts). playwright.config.ts's server still starts on an
 * empty folder, as a new site does.
 */
export async function makeDataDir({ pglite = true } = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "shopcity-e2e-own-"));
  if (pglite) await copyPgliteTemplate(path.join(dir, "db"));
  return dir;
}
export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * Another e2e server, with settings of its own (e.g. the fill-time check on): a free port, a
 * fresh database, the same mailbox. Stop it when done. With `dataDir` it runs on that folder
 * (e.g. a second server on the first one's data) and leaves it in place when stopped.
 */
export async function startOwnServer(
  settings: Record<string, string>,
  { dataDir: given }: { dataDir?: string } = {},
) {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const dataDir = given ?? (await makeDataDir({ pglite: !settings.DATABASE_URL }));
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, ...e2eServerEnv(origin, dataDir), ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for tests that read what the server told its operator: its JSON log (stdout) and
  // anything else it wrote (stderr, shown as it comes).
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    if (!given) removeDataDir(dataDir);
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (response) => response.ok,
            () => false,
          ),
        {
          message: `the server at ${origin} answers /healthz`,
          // As long as playwright.config.ts gives its server: PGlite starts slowly on a loaded machine.
          timeout: 120_000,
        },
      )
      .toBe(true);
  } catch (error) {
    // A server that never answered must not outlive the test (nor keep writing to its folder).
    await stop();
    throw error;
  }
  return { origin, stop, output: () => output };
}

const run = promisify(execFile);

/**
 * `npm run admin -- <args>` as the team runs it, on the database that `env` names (DATA_DIR or
 * DATABASE_URL): what it printed. A refusal (exit code 1 or 2) rejects, with what it said.
 */
export async function adminCommand(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/admin.mjs", ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  return stdout.trim();
}
