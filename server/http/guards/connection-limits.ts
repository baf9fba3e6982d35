import { createServer, type RequestListener, type Server } from "node:http";

/** How long a client may take, and how much it may send, before the server hangs up on it. */
export type ConnectionLimits = {
  /** The whole header block must arrive within this (slowloris sends it a byte at a time). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Headers beyond this many are ignored (Node's default is 2000). */
  maxHeadersCount: number;
  /** Open connections beyond this are refused at once; 0: no limit but the file descriptors. */
  maxConnections: number;
};

/**
 * Node checks the two timeouts above on a timer, 30 s apart by default: a limit of 10 s would then
 * cut a slow client off after up to 40 s. Once a second costs a walk over the open connections.
 */
const connectionsCheckingIntervalMs = 1_000;

/** An HTTP server that holds its clients to `limits`. */
export function limitedServer(limits: ConnectionLimits, listener: RequestListener): Server {
  const server = createServer(
    {
      connectionsCheckingInterval: Math.min(connectionsCheckingIntervalMs, limits.headersTimeoutMs),
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
    },
    listener,
  );
  server.maxHeadersCount = limits.maxHeadersCount;
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  return server;
}
