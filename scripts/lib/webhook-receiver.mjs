// A lead webhook receiver in the script's process: it verifies each request's signature with the
// Standard Webhooks reference library and files the arrival under the webhook-id and the lead's
// marker, so that a run can count each lead's deliveries.
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

/**
 * @param {{ secret: string, markerOf: (fields: Record<string, unknown>) => string | undefined }} options
 */
export async function startWebhookReceiver({ secret, markerOf }) {
  const check = new Webhook(secret);
  /** Arrival times (ms since the epoch) per webhook-id. @type {Map<string, number[]>} */
  const byId = new Map();
  /** The webhook-ids seen per lead marker. @type {Map<string, Set<string>>} */
  const idsByMarker = new Map();
  let invalid = 0;
  let received = 0;
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      /** @type {any} */
      let event;
      try {
        event = check.verify(body, /** @type {Record<string, string>} */ (req.headers));
      } catch {
        invalid += 1;
        res.writeHead(401).end();
        return;
      }
      const id = String(req.headers["webhook-id"]);
      received += 1;
      byId.set(id, [...(byId.get(id) ?? []), Date.now()]);
      const marker = markerOf(event?.data?.fields ?? {});
      if (marker) idsByMarker.set(marker, (idsByMarker.get(marker) ?? new Set()).add(id));
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/leads`,
    byId,
    idsByMarker,
    get invalid() {
      return invalid;
    },
    /** Requests that carried a valid signature, repeats included. */
    get received() {
      return received;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
