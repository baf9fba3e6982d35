import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "pino";
import { allowedMethods } from "./request-line";

/** A request line that starts with a method-like token: a method Node's parser does not know. */
const unknownMethod = /^[!#$%&'*+.^_`|~\dA-Za-z-]+ /;

const methodNotAllowed = "Method not allowed.";

/** Node's own answers to what its parser refuses (its `socketOnError`). */
function nodeAnswer(code: string | undefined): string {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return "431 Request Header Fields Too Large";
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return "413 Payload Too Large";
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return "408 Request Timeout";
    default:
      return "400 Bad Request";
  }
}

type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Answers requests Node's parser refuses before the site sees them, as Node does (400, 408, 413,
 * 431), but for a method the parser does not know (TRACK, or any other token): 405 with the methods
 * allowed, like the methods the site parses and does not serve. Each refusal is logged at `info`;
 * a connection already gone (a reset) is only closed.
 */
export function answerClientErrors(server: Server, log: Pick<Logger, "info">): Server {
  // The response in progress on each connection: no answer of ours may go into one that has begun.
  const current = new WeakMap<Duplex, ServerResponse>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    current.set(req.socket, res);
    res.once("finish", () => current.get(req.socket) === res && current.delete(req.socket));
  });
  return server.on("clientError", (error: ClientError, socket: Duplex) => {
    if (socket.writable && !current.get(socket)?.headersSent) {
      const method =
        error.code === "HPE_INVALID_METHOD" && unknownMethod.test(error.rawPacket?.toString("latin1") ?? "");
      const status = method ? "405 Method Not Allowed" : nodeAnswer(error.code);
      const head = `HTTP/1.1 ${status}\r\nConnection: close\r\n`;
      socket.write(
        method
          ? `${head}Allow: ${allowedMethods}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${methodNotAllowed.length}\r\n\r\n${methodNotAllowed}`
          : `${head}\r\n`,
      );
      log.info({ code: error.code, status: Number(status.slice(0, 3)) }, "request refused by the parser");
    }
    socket.destroy(error);
  });
}
