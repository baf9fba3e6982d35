/**
 * Control characters in what a request says: no browser puts one in a link or a form's value, and
 * PostgreSQL stores no NUL (a query for one failed as a 500). A request whose query or body holds
 * one is refused with 400, wherever it goes (docs/security.md).
 */

import { controlCharacter } from "../../../app/lib/control-characters";

/**
 * Whether any string in a value (a parsed body or query: strings, arrays, objects, their keys)
 * holds a control character; iterative, for JSON nested thousands deep.
 */
export function hasControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (controlCharacter.test(next)) return true;
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (controlCharacter.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Whether a request target's query, decoded, names or gives a control character. */
export function queryHasControlCharacter(target: string): boolean {
  const start = target.indexOf("?");
  // Only an escape (%00) can bring one: HTTP parsers refuse the raw bytes in a request line.
  if (start === -1 || !target.includes("%", start)) return false;
  for (const [name, value] of new URLSearchParams(target.slice(start + 1))) {
    if (controlCharacter.test(name) || controlCharacter.test(value)) return true;
  }
  return false;
}

/**
 * Whether a request's body, read as its type says (a form, urlencoded or multipart; JSON), holds
 * a control character in a name or a text value; a file's bytes are not text. A body that does not
 * parse is left to its handler, which refuses it in its own words. Reads a copy: the body stays
 * whole for the handler.
 */
export async function bodyHasControlCharacter(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (!request.body || !type) return false;
  try {
    if (type === "application/x-www-form-urlencoded") {
      return hasControlCharacter([...new URLSearchParams(await request.clone().text())]);
    }
    if (type === "multipart/form-data") {
      const fields = [...(await request.clone().formData())];
      return hasControlCharacter(
        fields.map(([name, value]) => [name, typeof value === "string" ? value : ""]),
      );
    }
    if (type === "application/json" || type.endsWith("+json")) {
      return hasControlCharacter(JSON.parse(await request.clone().text()));
    }
  } catch {
    return false;
  }
  return false;
}

/** What a request with a control character in its body gets instead of React Router's answer. */
export const controlCharacterAnswer = () =>
  new Response("Bad request.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
