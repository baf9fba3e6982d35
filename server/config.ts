import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ConnectionLimits } from "./http/guards/connection-limits";
import { destinationEnv, destinationSettings, type DestinationSettings } from "./delivery/settings";
import { compileTrust } from "./http/guards/forwarded";
import { logLevels, type LogLevel } from "./log";

const isAddress = (value: string) => z.email().safeParse(value).success;

/** An address, bare or as `Name <address>`, as nodemailer takes a sender. */
const mailbox = (value: string) => isAddress(/<([^<>]*)>\s*$/.exec(value)?.[1] ?? value.trim());

/** Whether Express's reading of a "trust proxy" list accepts it (proxy-addr throws on a bad entry). */
function isTrustList(value: string): boolean {
  try {
    compileTrust(value);
    return true;
  } catch {
    return false;
  }
}

/** One schema for all configuration: every variable the server reads, checked at start-up. */
/**
 * A rate limit's window, at most a day: counters older than a day are deleted (the outbox's
 * clean-up), so a longer window would restart its counts while it is still open.
 */
const rateWindow = (name: string) => {
  const message = `${name} must be a number of seconds from 1 to 86400 (a day)`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(86_400, message).default(600);
};

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce
    .number({ error: "PORT must be a number from 0 to 65535" })
    .int("PORT must be a number from 0 to 65535")
    .min(0, "PORT must be a number from 0 to 65535")
    .max(65535, "PORT must be a number from 0 to 65535")
    .default(3000),
  APP_URL: z
    .url({ protocol: /^https?$/, error: "APP_URL must be the site's address, like https://www.example.com" })
    // Links in e-mails and the origin check are built on it: a path would be silently dropped.
    .refine((value) => !URL.canParse(value) || /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value), {
      error: "APP_URL must be the site's address alone, with no path, like https://www.example.com",
    })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(mailbox, "MAIL_FROM must be an address, like ShopCity <no-reply@example.com>")
    .default("ShopCity <no-reply@shopcity.com>"),
  // A wrong address here is stored on every team notification, which then can never be sent.
  LEADS_TO: z
    .string()
    .refine((value) => {
      const entries = value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      return entries.length > 0 && entries.every(isAddress);
    }, "LEADS_TO must be one or more addresses separated by commas")
    .default("leads@shopcity.com"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      isTrustList,
      "TRUST_PROXY must be addresses, subnets or loopback, linklocal, uniquelocal, separated by commas",
    )
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_/, "STRIPE_PRICE_ID must start with price_")
    .optional(),
  /** Tests: a local server standing in for api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where invoice customers write about billing. */
  BILLING_EMAIL: z.email().default("billing@shopcity.com"),
  /** Sign-in (and other account) attempts per client address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Lead submissions allowed per form, per client address, per window. */
  LEAD_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LEAD_RATE_WINDOW_SECONDS: rateWindow("LEAD_RATE_WINDOW_SECONDS"),
  /** Stripe Checkout and billing-portal sessions per account, and per client address, per window. */
  BILLING_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  BILLING_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  BILLING_RATE_WINDOW_SECONDS: rateWindow("BILLING_RATE_WINDOW_SECONDS"),
  /** A form sent sooner than this after it was served is a bot's. */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
  /** Leads held as spam and not released are deleted after this many days (decision 0005). */
  SPAM_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /** Largest accepted request body; larger gets 413. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  /** Slow clients (server/http/guards/connection-limits.ts): the header block, and the whole request, must arrive within these. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  MAX_HEADERS_COUNT: z.coerce.number().int().positive().default(100),
  /** Open connections per process; 0: bounded only by the file-descriptor limit (`ulimit -n`). */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(0),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
  MAIL_RETRY_CAP_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60_000),
  MAIL_POLL_MS: z.coerce.number().int().positive().default(1_000),
  /** Set to "off" to run a server that stores leads but leaves delivery to other processes. */
  MAIL_WORKER: z.enum(["on", "off"]).default("on"),
  /** Server processes; PostgreSQL only (PGlite is one connection in one process). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  /** The build to serve; unset: the folder of the running server.js. */
  BUILD_DIR: z.string().optional(),
  /** Where leads are handed on (server/delivery/settings.ts); none set: nowhere. */
  ...destinationEnv,
});

export type Config = {
  production: boolean;
  logLevel: LogLevel;
  buildDir?: string;
  port: number;
  /** How many server processes share the port. */
  processes: number;
  origin: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  leadsTo: string[];
  secret: string;
  trustProxy?: string;
  /** Set when all three Stripe variables are; unset means billing by invoice only. */
  stripe?: { secretKey: string; webhookSecret: string; priceId: string; apiUrl?: string };
  billingEmail: string;
  auth: { rateLimit: number };
  leads: { rateLimit: number; rateWindowSeconds: number; minFillMs: number; bodyLimitBytes: number };
  billingRateLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  spamRetentionDays: number;
  mail: { retryBaseMs: number; retryCapMs: number; pollMs: number; worker: boolean };
  /** The CRMs and webhook each lead is handed on to. */
  destinations: DestinationSettings;
  connections: ConnectionLimits;
};

export class ConfigError extends Error {}

/**
 * Settings a production server starts with but that are probably not what the operator meant:
 * said once at start, at warn, since the server works and the first sign would otherwise be a
 * lead's mail or a visitor's form going wrong.
 */
export function productionWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (!config.smtpUrl) {
    warnings.push(
      `SMTP_URL is unset: mail is written to files in ${path.join(config.dataDir, "mail")}, not sent`,
    );
  }
  if (new URL(config.origin).hostname === "localhost") {
    warnings.push(`APP_URL is unset: links in e-mails point at ${config.origin}`);
  }
  if (config.origin.startsWith("https://") && !config.trustProxy) {
    warnings.push(
      'APP_URL is https but TRUST_PROXY is unset: behind a proxy that ends TLS, every form is refused (docs/operations.md, "Behind a proxy")',
    );
  }
  return warnings;
}

/** Reads and validates the environment once, at start-up; a bad value stops the server. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".");
      // Our own messages name their variable already ("PORT must be …").
      return issue.message.startsWith(name) ? `  ${issue.message}` : `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    // Tests run quiet unless told otherwise.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    buildDir: e.BUILD_DIR && path.resolve(e.BUILD_DIR),
    port: e.PORT,
    processes: processCount(e.WEB_CONCURRENCY, e.DATABASE_URL),
    origin: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    leadsTo: e.LEADS_TO.split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    secret: e.AUTH_SECRET ?? developmentSecret(production, dataDir),
    trustProxy: e.TRUST_PROXY,
    stripe: stripeSettings(e),
    billingEmail: e.BILLING_EMAIL,
    auth: { rateLimit: e.AUTH_RATE_LIMIT },
    billingRateLimit: {
      perAccount: e.BILLING_RATE_LIMIT,
      perAddress: e.BILLING_ADDRESS_RATE_LIMIT,
      windowSeconds: e.BILLING_RATE_WINDOW_SECONDS,
    },
    leads: {
      rateLimit: e.LEAD_RATE_LIMIT,
      rateWindowSeconds: e.LEAD_RATE_WINDOW_SECONDS,
      minFillMs: e.LEAD_MIN_FILL_MS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
    },
    spamRetentionDays: e.SPAM_RETENTION_DAYS,
    mail: {
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryCapMs: e.MAIL_RETRY_CAP_MS,
      pollMs: e.MAIL_POLL_MS,
      worker: e.MAIL_WORKER === "on",
    },
    connections: connectionLimits(e),
    destinations: destinations(e),
  };
}

function destinations(e: z.infer<typeof envSchema>): DestinationSettings {
  const { settings, problems } = destinationSettings(e);
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  return settings;
}

/** Node hangs up on a request that outlives requestTimeout even if its headers are still coming. */
function connectionLimits(e: z.infer<typeof envSchema>): ConnectionLimits {
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be larger than REQUEST_TIMEOUT_MS",
    );
  }
  return {
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxHeadersCount: e.MAX_HEADERS_COUNT,
    maxConnections: e.MAX_CONNECTIONS,
  };
}

/**
 * One process unless told. More processes need PostgreSQL (PGlite is one connection in one
 * process), and pay only where the database has cores of its own (docs/benchmarks.md).
 */
function processCount(requested: number | undefined, databaseUrl: string | undefined): number {
  if (requested && requested > 1 && !databaseUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (embedded PGlite allows one)",
    );
  }
  return requested ?? 1;
}

/** All three Stripe variables, or none: half a configuration would fail at a customer's checkout. */
function stripeSettings(e: z.infer<typeof envSchema>): Config["stripe"] {
  const given = {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    priceId: e.STRIPE_PRICE_ID,
  };
  const missing = Object.entries({
    STRIPE_SECRET_KEY: given.secretKey,
    STRIPE_WEBHOOK_SECRET: given.webhookSecret,
    STRIPE_PRICE_ID: given.priceId,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when another STRIPE_ variable is set`).join("\n")}`,
    );
  }
  return {
    secretKey: given.secretKey!,
    webhookSecret: given.webhookSecret!,
    priceId: given.priceId!,
    apiUrl: e.STRIPE_API_URL,
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value?.trim() ? value.trim() : undefined]),
  );
}

/** Development keeps one generated secret in DATA_DIR; production must be given one (fail closed). */
function developmentSecret(production: boolean, dataDir: string): string {
  if (production) throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: required in production");
  const file = path.join(dataDir, "secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process started at the same moment and wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return readFileSync(file, "utf8").trim();
  }
}
