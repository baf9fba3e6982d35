// A load balancer in miniature: each request goes to the next of the given origins in turn.
import { createServer, request } from "node:http";

/** @param {string[]} origins @returns {Promise<{ origin: string, close(): Promise<void> }>} */
export async function startRoundRobin(origins) {
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? "/", origins[next++ % origins.length]);
    const upstream = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = proxy.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(() => resolve(undefined)));
    },
  };
}
