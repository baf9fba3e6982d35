import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";

export type CuttableProxy = {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url(databaseUrl: string): string;
  /** The database "goes away": open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** The database is back: connections are accepted again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of a PostgreSQL server that a test can cut, as a restart, a crash or a
 * network failure does: the server under test sees connections reset and then refused.
 */
export async function cuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      // A reset is what the test is about; it must not end the test process.
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  let listening = true;

  async function cut() {
    if (!listening) return;
    listening = false;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of open) socket.resetAndDestroy();
    await closed;
  }

  return {
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    cut,
    async restore() {
      if (listening) return;
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
      listening = true;
    },
    close: cut,
  };
}
