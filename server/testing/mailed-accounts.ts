import type { Logger } from "pino";
import { createAuth } from "../auth/auth";
import { renderAccountEmail } from "../auth/emails";
import type { Db } from "../db/client";
import { renderEmail } from "../leads/emails/render";
import { createOutbox } from "../mail/outbox";
import { createMailTransport } from "../mail/transport";

/**
 * Better Auth whose account mails go as the server sends them: queued in the outbox, rendered and
 * sent to the SMTP server at `smtpUrl` (a real one in the test's process), with short retries.
 * `stop()` stops the worker and closes the transport.
 */
export function accountsWithMail(
  db: Db,
  { smtpUrl, origin, secret, log }: { smtpUrl: string; origin: string; secret: string; log: Logger },
) {
  const transport = createMailTransport({ smtpUrl, dataDir: "/nonexistent", log });
  const outbox = createOutbox({
    db,
    transport,
    render: renderEmail,
    renderAccount: renderAccountEmail,
    from: "ShopCity <no-reply@shopcity.test>",
    origin,
    log,
    retryBaseMs: 100,
    retryCapMs: 300,
    pollMs: 50,
  });
  const auth = createAuth({
    db,
    secret,
    origin,
    sendMail: (mail) => outbox.enqueueAccountMail(mail),
    rateLimit: 1_000,
  });
  outbox.start();
  const stop = async () => {
    await outbox.stop();
    transport.close();
  };
  return { auth, outbox, stop };
}
