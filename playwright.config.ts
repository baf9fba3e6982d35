import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eLeadsTo, e2eSmtpPort } from "./tests/e2e/mailbox";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
const e2eDataDir = path.join(tmpdir(), `shopcity-e2e-data-${port}`);

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so that two runs side by side never clear each other's artifacts.
  outputDir: `test-results/${port}`,
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    // A database of its own for each run (the port keeps parallel runs apart), mail
    // to the SMTP server of the global setup, fast retries in case it starts after the server.
    command: `rm -rf ${e2eDataDir} && node ${process.env.BUILD_DIR ?? "build"}/server.js`,
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      APP_URL: baseURL,
      DATA_DIR: e2eDataDir,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      LEADS_TO: e2eLeadsTo,
      MAIL_RETRY_BASE_MS: "200",
      MAIL_RETRY_CAP_MS: "2000",
      MAIL_POLL_MS: "200",
      // Browser tests fill forms faster than people; the bot check has its own test.
      LEAD_MIN_FILL_MS: process.env.E2E_MIN_FILL_MS ?? "300",
      LEAD_RATE_LIMIT: "1000",
    },
  },
});
