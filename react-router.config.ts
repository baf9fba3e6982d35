import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. a test run) live beside the main one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page is static HTML at build time; the server only renders what depends on
  // the request (query strings, unknown paths, and later forms and accounts).
  prerender: () => prerenderPaths,
} satisfies Config;
