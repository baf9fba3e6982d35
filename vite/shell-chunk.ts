import { existsSync } from "node:fs";
import path from "node:path";

type Context = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** React Router's browser entry: the app's own if it has one, else the default it ships. */
const browserEntry = () => {
  const own = path.resolve("app/entry.client.tsx");
  return existsSync(own)
    ? own
    : path.resolve("node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx");
};

/** `roots` and every module they import statically, directly or not (dynamic imports left out). */
function staticImports(ctx: Context, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * One chunk for everything every page loads (React, React DOM, React Router, the root layout and
 * what it imports statically). Left to itself the bundler cuts it into a dozen or more files,
 * each gzipped on its own: one file compresses smaller and is one request instead of many.
 * Dynamic imports (dialogs, Conform) stay out, so nothing a page did not load before is added.
 * `entry` stays a file of its own: it starts hydration when it runs, which must wait until the
 * bootstrap has imported the route modules (which import the shell).
 */
export function shellChunk({ root = path.resolve("app/root.tsx"), entry = browserEntry() } = {}) {
  /** Computed at the first module the bundler asks about: the module graph is complete then. */
  let shell: Set<string> | undefined;
  return {
    name(id: string, ctx: Context) {
      if (!shell) {
        shell = staticImports(ctx, [root, entry]);
        shell.delete(entry);
      }
      return shell.has(id) ? "shell" : null;
    },
  };
}
