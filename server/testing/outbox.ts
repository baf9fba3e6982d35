import type { Db } from "../db/client";
import { renderEmail } from "../leads/emails/render";
import { createOutbox, type OutboxOptions } from "../mail/outbox";
import { createMailTransport } from "../mail/transport";
import { silentLog } from "./leads";

/**
 * The outbox as the server builds it, sending to `smtpUrl`, with short retry waits. Not started:
 * a test starts its worker or calls `sendNow`. `close` stops it and its SMTP connections.
 */
export function testOutbox(db: Db, smtpUrl: string, extra: Partial<OutboxOptions> = {}) {
  const transport = createMailTransport({ smtpUrl, dataDir: "/nonexistent", log: silentLog });
  const outbox = createOutbox({
    db,
    transport,
    render: renderEmail,
    from: "ShopCity <no-reply@shopcity.test>",
    origin: "https://shopcity.test",
    log: silentLog,
    retryBaseMs: 200,
    retryCapMs: 1_000,
    pollMs: 50,
    ...extra,
  });
  return {
    outbox,
    async close() {
      await outbox.stop();
      transport.close();
    },
  };
}
