import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.mjs";
import { e2ePort as port } from "./tests/e2e/ports";
import { e2eServerEnv, serverScript } from "./tests/e2e/server";

export const baseURL = `http://127.0.0.1:${port}`;
const e2eDataDir = path.join(tmpdir(), `shopcity-e2e-data-${port}`);

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so that two runs side by side never clear each other's artifacts.
  outputDir: `test-results/${port}`,
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // A journey (sign up, confirm by mail, reset, sign in) is slow on a busy 2-core machine: this is a
  // limit for a test that hangs, not for a machine that is busy.
  timeout: 60_000,
  use: {
    baseURL,
    // A trace is recorded for every test, passing or not, at a cost in CPU time (docs/benchmarks.md,
    // "Test time"). CI keeps only what the run prints, so there nobody could open one: rerun a
    // failing test locally, where failures keep theirs.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromium,
  },
  // Tests tagged @http (see `httpOnly` in tests/e2e/support.ts) use no browser, only HTTP: they
  // run once, in the http project. The phone project runs the tests tagged @viewport only
  // (`viewportDependent`): those whose behaviour a small touch screen changes.
  projects: [
    {
      name: "desktop",
      grepInvert: /@http\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grep: /@viewport\b/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    { name: "http", grep: /@http\b/ },
  ],
  webServer: {
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A loaded machine takes its time to start PGlite.
    timeout: 120_000,
    // A database of its own for each run (the port keeps parallel runs apart).
    command: `rm -rf ${e2eDataDir} && node ${serverScript}`,
    env: e2eServerEnv(baseURL, e2eDataDir),
  },
});
