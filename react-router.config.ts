import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. a test run) live beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page is static HTML at build time; the server only renders what depends on
  // the request (a query the route reads, unknown paths, forms and accounts).
  prerender: () => prerenderPaths,
  future: {
    // Loaders and actions get the request as it came (a form sent with JavaScript keeps its
    // `.data` path) and read the route's URL from their `url` argument: React Router no longer
    // re-creates the request three times per action (decision 0005).
    v8_passThroughRequests: true,
  },
} satisfies Config;
