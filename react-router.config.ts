import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. a test run) live beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Nothing is prerendered at build time: the public pages depend on the server's origin and on
  // whether it has Stripe, which the build does not know. The server renders them once at start
  // and answers them from memory (server/http/pages/fixed-pages.ts, decision 0001).
  future: {
    // Loaders and actions get the request as it came (a form sent with JavaScript keeps its
    // `.data` path) and read the route's URL from their `url` argument: React Router no longer
    // re-creates the request three times per action (decision 0005).
    v8_passThroughRequests: true,
  },
} satisfies Config;
