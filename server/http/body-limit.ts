import type { IncomingMessage, ServerResponse } from "node:http";
import { sendText } from "./plain-text";

/**
 * Refuses bodies over the limit before anything reads them. Browsers always send a length with a
 * form; a body without one (chunked) is refused too, as its size is unknown until read.
 */
export function bodyLimit(limit: number) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    if (req.headers["transfer-encoding"] && Number.isNaN(length)) {
      return sendText(res, 411, "A request body needs a Content-Length.");
    }
    if (length > limit) {
      // Tell the client to stop sending, then answer.
      res.setHeader("Connection", "close");
      return sendText(res, 413, "The request is too large.");
    }
    next();
  };
}
