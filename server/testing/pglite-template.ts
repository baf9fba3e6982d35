import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../db/client";

/**
 * A migrated PGlite data folder to copy, for tests that need a new database: creating one (initdb
 * in WebAssembly, then every migration) costs several seconds of CPU, copying one a fraction of a
 * second (docs/benchmarks.md, "Test time"). The copy is the same database a new server makes on
 * its first start; the path that makes it is tested where it matters (server/db/pglite-process
 * tests, the e2e suite's own server, which starts on an empty folder).
 *
 * One template per machine and per version of the migrations and of PGlite, in the temporary
 * folder, made by whichever test process needs it first: Vitest's and Playwright's workers alike.
 */
const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

function templateKey(): string {
  const hash = createHash("sha256");
  // PGlite's package.json (its version): not exported, so found above its entry point.
  let pglite = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(pglite, "package.json"))) pglite = path.dirname(pglite);
  hash.update(readFileSync(path.join(pglite, "package.json")));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

let made: Promise<string> | undefined;

/** The template's folder, made (once per machine and migrations) if missing. */
export function pgliteTemplate(): Promise<string> {
  made ??= (async () => {
    const folder = path.join(tmpdir(), `shopcity-pglite-template-${templateKey()}`);
    if (existsSync(path.join(folder, "PG_VERSION"))) return folder;
    // Made aside and renamed into place: a process that sees the folder sees a whole one. Two
    // processes that both find it missing both make one; the second rename loses, harmlessly.
    const scratch = mkdtempSync(path.join(tmpdir(), "shopcity-pglite-template-new-"));
    const database = await openDatabase({ pgliteDir: path.join(scratch, "db"), migrationsFolder });
    await database.close();
    try {
      renameSync(path.join(scratch, "db"), folder);
    } catch (error) {
      if (!existsSync(path.join(folder, "PG_VERSION"))) throw error;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    return folder;
  })();
  return made;
}

/** Copies the template to `folder` (which must not exist yet): a new, migrated PGlite database. */
export async function copyPgliteTemplate(folder: string): Promise<void> {
  cpSync(await pgliteTemplate(), folder, { recursive: true, errorOnExist: true, force: false });
}
