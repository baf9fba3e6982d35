// `npm run admin -- <command>` (server/admin.ts): the server's own code and configuration, bundled
// on the spot with esbuild (a fraction of a second), so it works on a fresh clone with or without
// `npm run build`.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Inside the project, so that the bundle's imports of packages resolve from node_modules; one
// folder per run, so that two runs never share one.
const outDir = path.join(root, "node_modules", ".cache", "shopcity-admin", String(process.pid));

try {
  await build({
    entryPoints: [path.join(root, "server", "admin.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    outfile: path.join(outDir, "admin.mjs"),
    logLevel: "warning",
  });
  // The database code finds these beside itself, as it does in build/.
  cpSync(path.join(root, "server", "db", "pglite-worker.mjs"), path.join(outDir, "pglite-worker.mjs"));
  cpSync(path.join(root, "server", "db", "migrations"), path.join(outDir, "migrations"), { recursive: true });
  const { runAdmin } = await import(pathToFileURL(path.join(outDir, "admin.mjs")).href);
  process.exitCode = await runAdmin(process.argv.slice(2));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
