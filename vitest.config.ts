import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Data-layer tests start PGlite (WebAssembly) and real SMTP servers: seconds, not milliseconds,
    // on a loaded 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
