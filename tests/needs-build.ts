import { existsSync } from "node:fs";
import path from "node:path";

/** The `built` Vitest project's setup: its suites run the build, so a missing one is an error. */
export default function needsBuild() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  for (const file of ["server.js", "server/index.js", "client"]) {
    if (!existsSync(path.join(buildDir, file)))
      throw new Error(`${path.join(buildDir, file)} is missing: run \`npm run build\` first.`);
  }
}
