import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, productionWarnings } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("runs on the embedded defaults with no configuration at all", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      origin: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      leads: { rateLimit: 10, rateWindowSeconds: 600 },
    });
    // The development secret is made once and kept, so tokens survive a restart.
    expect(config.secret).toBe(readFileSync(path.join(dir, "secret"), "utf8"));
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(config.secret);
  });

  it("turns Stripe on only with all three of its variables, each in its own shape", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_ID: "price_123",
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...stripe }).stripe).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_abc",
      priceId: "price_123",
      apiUrl: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when another STRIPE_ variable is set[\s\S]*STRIPE_PRICE_ID/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...stripe, STRIPE_PRICE_ID: "prod_1" })).toThrow(
      /STRIPE_PRICE_ID must start with price_/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...stripe, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must start with whsec_/,
    );
  });

  it("refuses to start in production without a secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET: required in production/,
    );
  });

  it("names every bad value instead of starting", () => {
    let message = "";
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        LEAD_RATE_LIMIT: "0",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "LEAD_RATE_LIMIT"])
      expect(message).toContain(name);
    // Each named once per line: "PORT must be …", not "PORT: PORT must be …".
    expect(message).toContain("\n  PORT must be a number from 0 to 65535");
    expect(message).not.toMatch(/(\w+): \1 /);
  });

  it("refuses addresses, proxies and a site address it could only misread, saying which", () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return "started";
    };
    expect(refusal({ LEADS_TO: "foo" })).toContain(
      "LEADS_TO must be one or more addresses separated by commas",
    );
    expect(refusal({ LEADS_TO: "team@city.example, sales" })).toContain("LEADS_TO must be");
    expect(refusal({ MAIL_FROM: "nobody" })).toContain("MAIL_FROM must be an address");
    expect(refusal({ MAIL_FROM: "ShopCity <nobody>" })).toContain("MAIL_FROM must be an address");
    expect(refusal({ TRUST_PROXY: "notaproxy" })).toContain("TRUST_PROXY must be");
    expect(refusal({ APP_URL: "shopcity.example" })).toContain("APP_URL must be the site's address, like");
    expect(refusal({ APP_URL: "https://shopcity.example/site/" })).toContain("no path");
    expect(refusal({ PORT: "eighty" })).toContain("PORT must be a number from 0 to 65535");
    // Counters are cleaned up after a day: a longer window would restart while still open.
    expect(refusal({ LEAD_RATE_WINDOW_SECONDS: "86401" })).toContain(
      "LEAD_RATE_WINDOW_SECONDS must be a number of seconds from 1 to 86400 (a day)",
    );
    expect(refusal({ BILLING_RATE_WINDOW_SECONDS: "0" })).toContain("BILLING_RATE_WINDOW_SECONDS must be");
    expect(refusal({ LEAD_RATE_WINDOW_SECONDS: "86400" })).toBe("started");
    // What they accept.
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LEADS_TO: "team@city.example, sales@city.example,",
      MAIL_FROM: "City Team <no-reply@city.example>",
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      APP_URL: "https://city.example/",
    });
    expect(config).toMatchObject({
      leadsTo: ["team@city.example", "sales@city.example"],
      origin: "https://city.example",
    });
  });

  it("says at start what a production server runs with but was probably not meant to", () => {
    const base = { DATA_DIR: dataDir(), AUTH_SECRET: "x".repeat(32) };
    expect(productionWarnings(loadConfig(base))).toEqual([]);
    expect(productionWarnings(loadConfig({ ...base, NODE_ENV: "production" }))).toEqual([
      expect.stringMatching(/^SMTP_URL is unset: mail is written to files in .*mail, not sent$/),
      "APP_URL is unset: links in e-mails point at http://localhost:3000",
    ]);
    const behindProxy = {
      ...base,
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.example",
      APP_URL: "https://city.example",
    };
    expect(productionWarnings(loadConfig(behindProxy))).toEqual([
      expect.stringMatching(
        /^APP_URL is https but TRUST_PROXY is unset: behind a proxy that ends TLS, every form is refused/,
      ),
    ]);
    expect(productionWarnings(loadConfig({ ...behindProxy, TRUST_PROXY: "loopback" }))).toEqual([]);
  });

  it("reads the log level and the build folder, and refuses an unknown level", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ logLevel: "info", buildDir: undefined });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "test" }).logLevel).toBe("warn");
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: "debug", BUILD_DIR: "dist" })).toMatchObject({
      logLevel: "debug",
      buildDir: path.resolve("dist"),
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("splits LEADS_TO into inboxes and trims APP_URL", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LEADS_TO: "a@x.co, b@x.co",
      APP_URL: "https://shopcity.com/",
    });
    expect(config.leadsTo).toEqual(["a@x.co", "b@x.co"]);
    expect(config.origin).toBe("https://shopcity.com");
  });

  it("runs one server process unless WEB_CONCURRENCY asks for more, which needs PostgreSQL", () => {
    const databaseUrl = "postgres://db.example/shopcity";
    expect(loadConfig({ DATA_DIR: dataDir() }).processes).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl }).processes).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "3" }).processes,
    ).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
  });

  it("bounds slow clients by default, and refuses a headers timeout above the request timeout", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxHeadersCount: 100,
      maxConnections: 0,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "4000" }).connections,
    ).toMatchObject({ headersTimeoutMs: 2_000, requestTimeoutMs: 4_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be larger than REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), KEEP_ALIVE_TIMEOUT_MS: "0" })).toThrow(ConfigError);
  });

  it("hands leads on nowhere by default, and to each destination whose variables are all set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).destinations).toEqual({});
    const secret = `whsec_${Buffer.from("k".repeat(32)).toString("base64")}`;
    const guid = (i: number) => `${i}${i}${i}${i}${i}${i}${i}${i}-0000-4000-8000-000000000000`;
    const formIds = ["download_presentation", "pilot", "demo", "newsletter", "contact", "partner"]
      .map((type, i) => `${type}=${guid(i)}`)
      .join(", ");
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LEAD_WEBHOOK_URL: "https://hooks.example/leads",
      LEAD_WEBHOOK_SECRET: secret,
      HUBSPOT_PORTAL_ID: "123456",
      HUBSPOT_FORM_IDS: formIds,
      SALESFORCE_OID: "00D5e000000AbCd",
      SALESFORCE_UTM_FIELDS: "utm_source=00N5e00000Src01",
    });
    expect(config.destinations).toEqual({
      webhook: { url: "https://hooks.example/leads", secret },
      hubspot: {
        portalId: "123456",
        apiUrl: "https://api.hsforms.com",
        formIds: expect.objectContaining({ demo: guid(2), partner: guid(5) }),
      },
      salesforce: {
        oid: "00D5e000000AbCd",
        url: "https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8",
        attributionFields: { utm_source: "00N5e00000Src01" },
      },
    });
  });

  it("refuses a destination half configured or a value in the wrong shape, saying which", () => {
    const base = { DATA_DIR: dataDir() };
    expect(() => loadConfig({ ...base, LEAD_WEBHOOK_URL: "https://hooks.example" })).toThrow(
      /LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        ...base,
        LEAD_WEBHOOK_URL: "https://hooks.example",
        LEAD_WEBHOOK_SECRET: "whsec_c2hvcnQ=",
      }),
    ).toThrow(/LEAD_WEBHOOK_SECRET must hold 24 to 64 bytes after whsec_/);
    expect(() => loadConfig({ ...base, LEAD_WEBHOOK_SECRET: "secret" })).toThrow(
      /LEAD_WEBHOOK_SECRET must be whsec_ followed by base64/,
    );
    expect(() =>
      loadConfig({
        ...base,
        HUBSPOT_PORTAL_ID: "123",
        HUBSPOT_FORM_IDS: "demo=11111111-0000-4000-8000-000000000000",
      }),
    ).toThrow(
      /HUBSPOT_FORM_IDS: no form GUID for download_presentation, pilot, newsletter, contact, partner/,
    );
    expect(() => loadConfig({ ...base, HUBSPOT_PORTAL_ID: "123", HUBSPOT_FORM_IDS: "demo=nope" })).toThrow(
      /HUBSPOT_FORM_IDS: demo: "nope" is not a form GUID/,
    );
    expect(() => loadConfig({ ...base, SALESFORCE_UTM_FIELDS: "utm_source=00N1" })).toThrow(
      /SALESFORCE_OID: required with SALESFORCE_UTM_FIELDS/,
    );
    expect(() =>
      loadConfig({ ...base, SALESFORCE_OID: "00D1", SALESFORCE_UTM_FIELDS: "gclid=00N1" }),
    ).toThrow(ConfigError);
  });
});
