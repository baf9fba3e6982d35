// The project's own TypeScript modules for a measurement script, bundled on the fly so that the
// script duplicates none of them.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

/**
 * Bundles `entries` into one module (each one's exports re-exported) under node_modules/.cache,
 * inside the project so that it resolves the project's packages, which stay outside the bundle.
 * @param {string} name  the cache folder and the module's name
 * @param {string[]} entries  paths from the project's root
 * @returns {Promise<string>} the compiled module's URL
 */
export async function compileTs(name, ...entries) {
  const outfile = path.resolve("node_modules/.cache", name, `${name}.mjs`);
  await esbuild.build({
    stdin: {
      contents: entries.map((entry) => `export * from ${JSON.stringify(`./${entry}`)};`).join("\n"),
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile,
    logLevel: "warning",
  });
  // The database client starts PGlite's process from a file next to itself.
  copyFileSync("server/db/pglite-worker.mjs", path.join(path.dirname(outfile), "pglite-worker.mjs"));
  return pathToFileURL(outfile).href;
}

/**
 * @param {string} name
 * @param {string[]} entries
 * @returns {Promise<any>}
 */
export const importTs = async (name, ...entries) => import(await compileTs(name, ...entries));
