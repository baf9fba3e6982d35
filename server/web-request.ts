import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { clientAddressHeader } from "./auth/client-address";

/**
 * Node's request as the Web `Request` React Router takes. A page's signal aborts when the visitor
 * hangs up before the reply is sent, so that rendering stops. A form's does not: a lead half-way
 * into the database must get there, so the action runs to its end. A body that breaks off errors.
 */
export function toWebRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { protocol, host, clientAddress }: { protocol: string; host: string; clientAddress?: string },
): Request {
  const method = req.method ?? "GET";
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  // The address we worked out (TRUST_PROXY) replaces whatever a visitor sent under that name.
  headers.delete(clientAddressHeader);
  if (clientAddress) headers.set(clientAddressHeader, clientAddress);
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (method === "GET" || method === "HEAD") {
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  } else {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(`${protocol}://${host}${req.url ?? "/"}`, init);
}

/**
 * Writes React Router's `Response` to Node's response, streaming its body; or, with `whole`, in
 * one write with its length, which costs less for a small reply that is ready at once (an
 * action's).
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  { whole = false }: { whole?: boolean } = {},
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    // Cookies are the one header that must stay separate lines.
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body || res.req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    if (whole) {
      const body = Buffer.from(await response.arrayBuffer());
      if (!res.destroyed) res.setHeader("Content-Length", body.length);
      res.end(body);
      return;
    }
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor hung up while the body was streaming: nothing left to answer.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
