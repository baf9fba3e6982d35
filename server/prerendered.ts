import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRERENDER_NONCE } from "../app/lib/nonce";

/** The origin baked into prerendered files by `npm run build`; swapped for APP_URL at start-up. */
export const PRERENDER_ORIGIN = "https://prerender.invalid";

export type PrerenderedFile = {
  /** The body split at each nonce placeholder, to be joined with the request's nonce. */
  parts: string[];
  contentType: string;
};

const typeByExtension: Record<string, string> = {
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
};

/**
 * Loads every prerendered page (HTML and its client-navigation `.data`) into memory once, with the
 * real origin filled in. Each response then only needs the per-request CSP nonce inserted.
 */
export function loadPrerendered(clientDir: string, paths: readonly string[], origin: string) {
  const files = new Map<string, PrerenderedFile>();
  const add = (urlPath: string, file: string, contentType: string) => {
    const fullPath = path.join(clientDir, file);
    if (!existsSync(fullPath)) return;
    const text = readFileSync(fullPath, "utf8").replaceAll(PRERENDER_ORIGIN, origin);
    files.set(urlPath, { parts: text.split(PRERENDER_NONCE), contentType });
  };
  for (const urlPath of paths) {
    const extension = path.extname(urlPath);
    if (extension) {
      add(urlPath, urlPath, typeByExtension[extension] ?? "application/octet-stream");
      continue;
    }
    add(urlPath, urlPath === "/" ? "index.html" : `${urlPath}/index.html`, "text/html; charset=utf-8");
    add(urlPath === "/" ? "/_root.data" : `${urlPath}.data`, urlPath === "/" ? "_root.data" : `${urlPath}.data`, typeByExtension[".data"]!);
  }
  return files;
}
