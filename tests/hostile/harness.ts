// The site as `npm start` serves it (the built app, real services, the server's connection
// limits) in this process, on PGlite or on the PostgreSQL server, with its mail going to a real
// SMTP server here; and a raw HTTP client that sends bytes as given (fetch would fix them first).
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { answerClientErrors } from "../../server/http/guards/client-errors";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/log";
import { user } from "../../server/db/schema";
import { createSite } from "../../server/http/site";
import { limitedServer } from "../../server/http/guards/connection-limits";
import { startServices, type Services } from "../../server/services";
import { createPostgresDatabase } from "../../server/testing/databases";
import { fakeStripeSettings } from "../../server/testing/billing";
import { copyPgliteTemplate } from "../../server/testing/pglite-template";
import { startFakeStripe } from "../../server/testing/fake-stripe";
import { startSmtpServer } from "../../server/testing/smtp";
import { testRateWindowSeconds } from "../../server/testing/rate-window";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const hasBuild = existsSync(path.join(buildDir, "server", "index.js"));

export const teamAddress = "team@shopcity.test";

export type HostileSite = Awaited<ReturnType<typeof startHostileSite>>;

export async function startHostileSite(database: "pglite" | "postgres", env: Record<string, string> = {}) {
  if (!hasBuild) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const smtp = await startSmtpServer();
  // Stripe configured, so that the webhook and checkout routes exist; its API is a local fake.
  const stripe = await startFakeStripe();
  const stripeSettings = fakeStripeSettings(stripe);
  const dataDir = mkdtempSync(path.join(tmpdir(), "shopcity-hostile-"));
  // A new database, as on a first start, copied rather than created (server/testing/pglite-template.ts).
  if (database === "pglite") await copyPgliteTemplate(path.join(dataDir, "db"));
  const postgres = database === "postgres" ? await createPostgresDatabase("shopcity_hostile") : undefined;
  const secret = randomBytes(32).toString("base64url");
  // The port is known only once listening; the origin is needed before: listen first, answer later.
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const provisional = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  // What the server logs, as the lines it writes (parsed when a test reads them).
  const logLines: string[] = [];
  // The site's own logger (its error serializer included), writing to the array.
  const log = createLogger("info", { write: (line: string) => void logLines.push(line) });
  const server: Server = answerClientErrors(
    limitedServer(provisional.connections, (req, res) => listener!(req, res)),
    log,
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: origin,
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    SMTP_URL: smtp.url,
    LEADS_TO: teamAddress,
    LEAD_MIN_FILL_MS: "0",
    LEAD_RATE_LIMIT: "1000",
    AUTH_RATE_LIMIT: "1000",
    BILLING_RATE_LIMIT: "1000",
    BILLING_ADDRESS_RATE_LIMIT: "1000",
    LEAD_RATE_WINDOW_SECONDS: String(testRateWindowSeconds),
    BILLING_RATE_WINDOW_SECONDS: String(testRateWindowSeconds),
    STRIPE_SECRET_KEY: stripeSettings.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeSettings.webhookSecret,
    STRIPE_PRICE_ID: stripeSettings.priceId,
    STRIPE_API_URL: stripe.url,
    MAIL_POLL_MS: "100",
    MAIL_RETRY_BASE_MS: "200",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const services: Services = await startServices(config, log);
  const site = await createSite({
    buildDir,
    origin,
    services,
    log,
    bodyLimitBytes: config.leads.bodyLimitBytes,
  });
  listener = site.listener;
  return {
    origin,
    port,
    secret,
    smtp,
    /** Where checkout and the billing portal send a customer: the fake Stripe. */
    stripeOrigin: new URL(stripe.url).origin,
    /** The calls the fake Stripe received, e.g. ("POST", "/v1/billing_portal/sessions"). */
    stripeCalls: (method: string, pathPrefix: string) => stripe.callsTo(method, pathPrefix),
    services,
    /** The log lines written since `mark` (a number `logMark` gave), parsed. */
    logsSince: (mark: number) => logLines.slice(mark).map((line) => JSON.parse(line) as LogLine),
    /** Where the log stands now: the next line written will be the first `logsSince(logMark())` gives. */
    logMark: () => logLines.length,
    /**
     * Rows in every table, what a refused request must leave as it was; but the rate limits'
     * counters, whose work is to count attempts, refused ones included.
     */
    rowCounts: () => rowCounts(services),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.whenIdle();
      await services.close();
      await smtp.close();
      await stripe.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What Better Auth's hidden endpoints (its admin plugin's above all) could change: every table's
 * rows, the accounts' roles, passwords and sessions, the audit log.
 */
export async function accountsState(site: HostileSite) {
  const { db } = site.services.database;
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    rows: await site.rowCounts(),
    users: await read(sql`select id, email, role, banned, two_factor_enabled from users order by id`),
    passwords: await read(sql`select user_id, password from accounts order by user_id`),
    sessions: await read(sql`select id, user_id, impersonated_by from sessions order by id`),
    audit: await read(sql`select id from audit_log order by id`),
  };
}

async function rowCounts(services: Services): Promise<Record<string, number>> {
  const { db } = services.database;
  const tables = (
    (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows
    .map((row) => row.table_name)
    .filter((table) => !table.endsWith("rate_limits"));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** A pino line: its level (30 info, 40 warn, 50 error), message and fields. */
export type LogLine = { level: number; msg: string; [field: string]: unknown };

export type RawResponse = { status: number; head: string; headers: Record<string, string>; body: string };

/**
 * Sends `request` as bytes, exactly, on a connection of its own, and reads the answer until the
 * server closes it (httpBytes asks it to, with `Connection: close`).
 */
export function rawRequest(port: number, request: Buffer | string, timeoutMs = 20_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after the answer is still an answer
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        head,
        headers,
        body: split === -1 ? "" : text.slice(split + 4),
      });
    });
    // Not end(): a client that half-closes its side has given up, and Node drops its request.
    socket.write(typeof request === "string" ? Buffer.from(request, "latin1") : request);
  });
}

/**
 * An HTTP/1.1 request as bytes: `target` and header values go out as given, byte for byte. `host`
 * is the server's `host:port`: React Router refuses an action whose Origin names another host.
 */
export function httpBytes(
  method: string,
  target: Buffer | string,
  {
    host = "127.0.0.1",
    headers = {},
    body,
  }: { host?: string; headers?: Record<string, string | Buffer>; body?: Buffer | string } = {},
): Buffer {
  const bodyBytes = body === undefined ? undefined : typeof body === "string" ? Buffer.from(body) : body;
  const all: Record<string, string | Buffer> = { Host: host, Connection: "close", ...headers };
  const framed = Object.keys(all).some((name) => /^(content-length|transfer-encoding)$/i.test(name));
  if (bodyBytes && !framed) {
    all["Content-Length"] = String(bodyBytes.length);
  }
  const parts: Buffer[] = [
    Buffer.from(`${method} `),
    Buffer.from(target as string),
    Buffer.from(" HTTP/1.1\r\n"),
  ];
  for (const [name, value] of Object.entries(all)) {
    parts.push(
      Buffer.from(`${name}: `),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from("\r\n"));
  if (bodyBytes) parts.push(bodyBytes);
  return Buffer.concat(parts);
}

/** What a response must never show: a stack frame, or a path of the machine's files. */
export function leaksInternals(body: string): string | undefined {
  const frame = /^\s*at [^\n]*(\(|\s)[^\n]*:\d+:\d+\)?$/m.exec(body);
  if (frame) return frame[0];
  const file = /(\/work\/|\/home\/|\/tmp\/|node_modules|file:\/\/|[\w-]+\.(ts|tsx|mjs|js):\d+)/.exec(body);
  return file?.[0];
}

/** A refused or answered request that passes: under 500, no internals shown. */
export function assertSafe(response: RawResponse, label: string) {
  if (response.status === 0) throw new Error(`${label}: no HTTP answer (${JSON.stringify(response.head)})`);
  if (response.status >= 500) throw new Error(`${label}: ${response.status}\n${response.body.slice(0, 500)}`);
  const leak = leaksInternals(response.body);
  if (leak) throw new Error(`${label}: the body shows ${JSON.stringify(leak)}`);
}

/**
 * A new account with its address confirmed (in the database: the confirmation mail has tests of its
 * own), signed in; returns the headers its browser sends: the session cookie and the Origin.
 */
export async function signIn(
  site: HostileSite,
  { role }: { role: "user" | "admin" },
): Promise<Record<string, string>> {
  return (await signedInAccount(site, { role })).headers;
}

/** As `signIn`, with the account's address, id and session token (a bearer token too). */
export async function signedInAccount(site: HostileSite, { role }: { role: "user" | "admin" }) {
  const email = `${role}-${randomUUID()}@example.test`;
  const password = "correct horse 42";
  const json = { "Content-Type": "application/json", Origin: site.origin };
  const signUp = await fetch(`${site.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, name: email }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const [made] = await site.services.database.db
    .update(user)
    .set({ emailVerified: true, role })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  const signedIn = await fetch(`${site.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.includes("session_token"));
  if (!cookie || !made) throw new Error("no session cookie");
  const { token } = (await signedIn.json()) as { token: string };
  return { email, password, id: made.id, token, headers: { Cookie: cookie, Origin: site.origin } };
}

/** A path that no route matches: every hidden request must be answered as this one is. */
export const unknownPath = "/this-page-does-not-exist";

/**
 * Headers that differ between two answers to the very same request: the time it was answered,
 * and the id the server gives each request for its logs. Everything else must be equal.
 */
const perResponseHeaders = new Set(["date", "x-request-id"]);

/**
 * The head without its per-response lines, in order, and the body: what a prober can compare.
 * A GET of a page's data (`.data`) is rendered per request even for a path that does not exist:
 * its CSP nonce and the form token the root loader signs are new in every answer, so those two
 * values are masked there, and in the 400 a malformed path gets (a new nonce too); a page must
 * match byte for byte.
 */
export function comparable(response: RawResponse, perRequestData: boolean) {
  const mask = (text: string) =>
    perRequestData
      ? text.replace(/'nonce-[^']+'/g, "'nonce-*'").replace(/("formToken",)"[^"]+"/g, '$1"*"')
      : text;
  const [statusLine, ...lines] = response.head.split("\r\n");
  const kept = lines.filter(
    (line) => !perResponseHeaders.has(line.slice(0, line.indexOf(":")).toLowerCase()),
  );
  return { statusLine, headers: kept.map(mask), body: mask(response.body) };
}
