import type { IncomingMessage, ServerResponse } from "node:http";
import { sendText } from "../pages/plain-text";

/**
 * The dashboard's uploads: a business list (up to 8 MB, app/features/dashboard/business-list.ts)
 * or a logo, with the form around it.
 */
export const dashboardUploads = { path: "/dashboard", limit: 9 * 1024 * 1024 };

/**
 * Refuses bodies over the limit before anything reads them. Browsers always send a length with a
 * form; a body without one (chunked) is refused too, as its size is unknown until read.
 */
export function bodyLimit(limit: number, upload?: { path: string; limit: number }) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = Number(req.headers["content-length"] ?? Number.NaN);
    // The page that takes files (with JavaScript, its action is asked at `<path>.data`).
    const path = req.url?.split("?")[0];
    const allowed = upload && (path === upload.path || path === `${upload.path}.data`) ? upload.limit : limit;
    if (req.headers["transfer-encoding"] && Number.isNaN(length)) {
      return sendText(res, 411, "A request body needs a Content-Length.");
    }
    if (length > allowed) {
      // Tell the client to stop sending, then answer.
      res.setHeader("Connection", "close");
      return sendText(res, 413, "The request is too large.");
    }
    next();
  };
}
