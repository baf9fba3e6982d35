import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/server.mjs";
import { unavailableCopy } from "../../app/content/ui";
import { leadNotices, unavailableLine } from "../../app/content/leads";
import { cuttableProxy, type CuttableProxy } from "../testing/cuttable-proxy";
import { createPostgresDatabase, postgresAvailable } from "../testing/databases";
import { retryAfterSeconds } from "./unavailable";

/**
 * The built server (`npm run build` first; `npm test` builds before it runs this) on PostgreSQL
 * through a proxy the test cuts: what visitors get while the database is away, and that the
 * process lives on and recovers by itself when it is back.
 */
const serverScript = path.resolve(process.env.BUILD_DIR ?? "build", "server.js");
const run = promisify(execFile);
// The project runs in production mode, as the site is deployed, and production requires a secret.
const authSecret = "an-outage-test-secret-of-more-than-32-characters";

const stackTrace = /\bat .+:\d+:\d+|node_modules|Error:/;

describe.skipIf(!postgresAvailable)("while PostgreSQL is unreachable", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: CuttableProxy;
  let server: ChildProcess;
  let origin: string;
  let dataDir: string;
  let cookie: string;
  /** The server's log (warnings and errors), which failed queries must not fill with their values. */
  let logged = "";

  beforeAll(async () => {
    if (!existsSync(serverScript))
      throw new Error(`${serverScript} is missing: run \`npm run build\` first.`);
    database = await createPostgresDatabase("shopcity_outage");
    const target = new URL(database.url);
    proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = mkdtempSync(path.join(tmpdir(), "shopcity-outage-"));
    origin = `http://127.0.0.1:${await freePort()}`;
    server = spawn(process.execPath, [serverScript], {
      env: {
        ...process.env,
        PORT: new URL(origin).port,
        APP_URL: origin,
        AUTH_SECRET: authSecret,
        DATA_DIR: dataDir,
        DATABASE_URL: proxy.url(database.url),
        LOG_LEVEL: "warn",
        LEAD_MIN_FILL_MS: "0",
        MAIL_POLL_MS: "100",
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    server.stdout!.setEncoding("utf8").on("data", (chunk: string) => void (logged += chunk));
    // A loaded machine takes its time to start a server (as Playwright's web server allows).
    await until(async () => (await fetch(`${origin}/healthz`)).ok, 120_000);

    // A confirmed account, signed in: /account and /api/subscription then read the database.
    const { stdout } = await run(process.execPath, ["scripts/admin.mjs", "create-admin", "ada@example.gov"], {
      env: { ...process.env, AUTH_SECRET: authSecret, DATABASE_URL: database.url, LOG_LEVEL: "silent" },
    });
    const password = /shown only this once: (\S+)/.exec(stdout)![1]!;
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "ada@example.gov", password }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  });

  afterAll(async () => {
    server?.kill("SIGKILL");
    await proxy?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const account = () => fetch(`${origin}/account`, { headers: { cookie }, redirect: "manual" });
  const subscription = () => fetch(`${origin}/api/subscription`, { headers: { cookie } });
  const sendDemo = async (email: string, { data = false } = {}) => {
    const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string };
    return fetch(`${origin}/book-demo${data ? ".data" : ""}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        firstName: "Grace",
        lastName: "Hopper",
        email,
        cityName: "Arlington",
        message: "Typed with care",
        _formToken: token,
      }),
    });
  };
  const storedLeads = async (email: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query("select id from form_submissions where data->>'email' = $1", [
        email,
      ]);
      return rows.length;
    } finally {
      await client.end();
    }
  };

  it("answers as usual before the outage", async () => {
    expect((await account()).status).toBe(200);
    expect((await subscription()).status).toBe(200);
  });

  it("answers a page that reads the database with 503, Retry-After and the message, no stack trace", async () => {
    await proxy.cut();
    // Prerendered pages come from memory: they never needed the database.
    expect((await fetch(`${origin}/pricing`)).status).toBe(200);
    const response = await account();
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain(unavailableCopy.title);
    // In the site's layout: the navigation and the footer are there.
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toContain("<footer");
    expect(html).not.toMatch(stackTrace);
    // A form sent without JavaScript to an action that reads the database: the same page.
    const unsubscribe = await fetch(`${origin}/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: "token=aaaaaaaaaaaaaaaaaaaaaaaa",
    });
    expect(unsubscribe.status).toBe(503);
    expect(await unsubscribe.text()).toContain(unavailableCopy.title);
  });

  it("answers a client navigation's data request with a plain 503 React Router's client shows", async () => {
    const response = await fetch(`${origin}/account.data`, { headers: { cookie } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    // Without this header React Router's client takes the answer for a route error of its status.
    expect(response.headers.has("x-remix-response")).toBe(false);
    expect(await response.text()).not.toMatch(stackTrace);
  });

  it("answers the API, its own routes and Better Auth's, with JSON 503 and Retry-After", async () => {
    for (const response of [
      await subscription(),
      await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(String(retryAfterSeconds));
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/try again in a moment/);
    }
    // The queries that failed carried the session's token: the log names them, not their values.
    const token = /better-auth\.session_token=([^.;]+)/.exec(cookie)![1]!;
    expect(logged).toContain("Failed query");
    expect(logged).not.toContain(token);
  });

  it("answers a lead with 503, Retry-After and the form's failure notice, keeps the fields and stores nothing", async () => {
    const page = await sendDemo("outage-page@example.gov");
    const html = await page.text();
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    expect(html).toContain(leadNotices.demo.failure.description);
    expect(html).toContain(unavailableLine);
    expect(html).toContain('value="Grace"');
    expect(html).toContain("Typed with care");
    expect(html).not.toMatch(stackTrace);

    const data = await sendDemo("outage-data@example.gov", { data: true });
    expect(data.status).toBe(503);
    expect(data.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    const body = await data.text();
    expect(body).toContain("failed");
    expect(body).toContain("Typed with care");
    expect(body).toContain(unavailableLine);
    // Nor does it hold what the visitor typed, which the failed insert carried.
    expect(logged).not.toContain("Typed with care");

    // The process lived through it all, the outbox's polls included.
    expect(server.exitCode).toBe(null);
    await proxy.restore();
    expect(await storedLeads("outage-page@example.gov")).toBe(0);
    expect(await storedLeads("outage-data@example.gov")).toBe(0);
  });

  it("recovers by itself once the database is back", async () => {
    await proxy.restore();
    await until(async () => (await account()).status === 200);
    expect((await subscription()).status).toBe(200);
    expect((await sendDemo("after@example.gov")).status).toBe(200);
    expect(await storedLeads("after@example.gov")).toBe(1);
    // The outbox worker polled through the outage and delivers again (mail files, no SMTP set).
    const mailDir = path.join(dataDir, "mail");
    await until(async () =>
      readdirSync(mailDir).some((file) =>
        readFileSync(path.join(mailDir, file), "utf8").includes("after@example.gov"),
      ),
    );
    expect(server.exitCode).toBe(null);
  });
});

/** Polls `check` until it is true, for up to `limitMs`. */
async function until(check: () => Promise<boolean>, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const ok = await check().catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
