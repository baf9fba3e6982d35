import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
      "vite/**/*.test.ts",
    ],
    environment: "node",
    // Data-layer tests start PGlite (WebAssembly) and real SMTP servers: seconds, not milliseconds,
    // on a loaded 2-core machine, where opening PGlite in a hook has taken over 30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
