// Writing a benchmark's figures into docs/benchmarks.md: each script owns a section (a heading)
// that holds its latest run, which a new run replaces; earlier runs stay in git's history.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import * as prettier from "prettier";

export const benchmarksFile = "docs/benchmarks.md";

/** @param {Record<string, unknown>[]} rows */
export function markdownTable(rows) {
  const keys = Object.keys(rows[0] ?? {});
  const line = (/** @type {unknown[]} */ cells) =>
    `| ${cells.map((cell) => String(cell).replaceAll("|", "\\|")).join(" | ")} |`;
  return [
    line(keys),
    line(keys.map(() => "---")),
    ...rows.map((row) => line(keys.map((key) => row[key]))),
  ].join("\n");
}

/** Today, the commit measured (and whether the tree differed from it), and the machine. */
export function runContext() {
  const git = (/** @type {string[]} */ ...args) => execFileSync("git", args).toString().trim();
  const dirty = git("status", "--porcelain", "--untracked-files=no", "--", ".", `:!${benchmarksFile}`)
    ? " with uncommitted changes"
    : "";
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: git("rev-parse", "--short", "HEAD"),
    dirty,
    machine:
      `${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `${os.type()} ${os.release()}, Node ${process.version}`,
  };
}

/**
 * Puts `body` into the file under `heading` (made with `intro` if missing), between markers named
 * `marker`: replacing the run already there, or first after the heading's paragraph.
 * @param {{ heading: string, intro: string, marker: string, body: string }} run
 */
export async function writeRun({ heading, intro, marker, body }) {
  const section = [`<!-- ${marker} -->`, "", body, "", `<!-- /${marker} -->`].join("\n");
  let text = readFileSync(benchmarksFile, "utf8");
  if (!text.includes(heading)) text += `\n${heading}\n\n${intro}\n\n`;
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const existing = new RegExp(`<!-- ${escaped} -->[\\s\\S]*?<!-- /${escaped} -->`);
  if (existing.test(text)) {
    text = text.replace(existing, () => section);
  } else {
    const paragraphEnd = text.indexOf("\n\n", text.indexOf(heading) + heading.length + 2);
    const at = paragraphEnd === -1 ? text.length : paragraphEnd + 2;
    text = `${text.slice(0, at)}${section}\n\n${text.slice(at)}`;
  }
  const options = await prettier.resolveConfig(benchmarksFile);
  writeFileSync(benchmarksFile, await prettier.format(text, { ...options, filepath: benchmarksFile }));
  console.log(`Wrote the figures to ${benchmarksFile}.`);
}
