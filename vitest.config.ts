import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Suites that start or load the built site (`npm run build` first): the hostile-input suites, the
 * ROI scenarios on the public pages, the server while PostgreSQL is away. They are a project of
 * their own so that `npm run test:unit` and `test:integration` need no build; `npm test` builds,
 * then runs all three.
 */
const needBuild = ["tests/hostile/**/*.test.ts", "server/http/unavailable.outage.test.ts"];

/** Tests that open a database, a mail server or a process: named `*.integration.test.ts`. */
const integration = ["**/*.integration.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Data-layer tests start PGlite (WebAssembly) and real SMTP servers: seconds, not milliseconds,
    // and on a loaded 2-core machine opening PGlite in a hook can take a good part of a minute.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default leaves a core free, which on a 2-core machine runs the files one at a time;
    // most of their time is spent waiting on a database, an SMTP server or a child server, so two
    // files side by side finish far sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // No database, mail server or child process: seconds, for the loop of a change.
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/**/*.test.ts",
            "vite/**/*.test.ts",
          ],
          exclude: [...needBuild, ...integration],
        },
      },
      {
        extends: true,
        // Real PGlite and PostgreSQL databases, SMTP servers in the process, child processes:
        // minutes, and no build needed.
        test: { name: "integration", include: integration, exclude: needBuild },
      },
      {
        extends: true,
        // The built site runs as it is deployed: React in its production build (the development
        // one renders each page far slower, and no visitor gets it). Our .tsx, compiled by Vitest,
        // must then use the production JSX runtime, which production React provides.
        oxc: { jsx: { development: false } },
        test: {
          name: "built",
          env: { NODE_ENV: "production" },
          include: needBuild,
          // Fails at once without a build, instead of suites skipping themselves.
          globalSetup: "tests/needs-build.ts",
        },
      },
    ],
  },
});
