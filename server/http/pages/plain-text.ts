import type { ServerResponse } from "node:http";

/** A short plain-text answer from the server itself (refusals, failures), complete at once. */
export function sendText(res: ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
