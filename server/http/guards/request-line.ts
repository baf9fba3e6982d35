import type { IncomingMessage, ServerResponse } from "node:http";
import { queryHasControlCharacter } from "./control-characters";
import { sendText } from "../pages/plain-text";

/** The methods the site serves; any other is answered 405 with this list. */
export const allowedMethods = "GET, HEAD, POST, OPTIONS";

/**
 * What the server does with a request line before anything else reads it: `serve` it, answer an
 * `options` request with the methods allowed, or refuse a `method` it does not serve or a `target`
 * that names no path.
 */
export type RequestLineVerdict = "serve" | "options" | "method" | "target";

const servedMethods: ReadonlySet<string> = new Set(["GET", "HEAD", "POST"]);

/** `http://host:port` at the start of an absolute-form target (RFC 9112, 3.2.2). */
const absoluteFormPrefix = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * Reviews the request line. An absolute-form target (`GET http://host/path HTTP/1.1`, as sent to
 * a proxy) is rewritten in place to its origin form (`/path`), so that everything after sees a
 * path; the site is its own host whatever the target names, and Host still says which origin was
 * asked for. `*` (asterisk form) is for OPTIONS only. A query with a control character in it
 * (`?source=%00`) is no target either, for every path: the pages served from memory included.
 */
export function reviewRequestLine(req: IncomingMessage): RequestLineVerdict {
  const prefix = absoluteFormPrefix.exec(req.url ?? "");
  if (prefix) {
    const rest = req.url!.slice(prefix[0].length);
    req.url = rest.startsWith("/") ? rest : `/${rest}`;
  }
  const method = req.method ?? "";
  if (method === "OPTIONS") return req.url === "*" || req.url?.startsWith("/") ? "options" : "target";
  if (!servedMethods.has(method)) return "method";
  return req.url?.startsWith("/") && !queryHasControlCharacter(req.url) ? "serve" : "target";
}

/** The answer to a request line that is not served: complete at once, in plain text. */
export function answerRequestLine(res: ServerResponse, verdict: Exclude<RequestLineVerdict, "serve">) {
  if (verdict === "target") return sendText(res, 400, "Bad request.");
  res.setHeader("Allow", allowedMethods);
  if (verdict === "method") return sendText(res, 405, "Method not allowed.");
  res.statusCode = 204;
  res.end();
}
