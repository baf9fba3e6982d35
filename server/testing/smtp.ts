import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server in this process, collecting what it receives (or handing each mail to
 * `onMail`). With `parse: false` it only counts the mails it accepts: parsing costs more CPU than
 * sending (mailparser's link detection alone), which a benchmark on a small machine would take
 * from the server it measures.
 */
export async function startSmtpServer(
  port = 0,
  {
    parse = true,
    onMail,
    refuse,
  }: {
    parse?: boolean;
    onMail?: (mail: ReceivedMail) => void;
    /** Recipients the server refuses for good (550 at RCPT TO), as for a mailbox that does not exist. */
    refuse?: (address: string) => boolean;
  } = {},
) {
  const received: ReceivedMail[] = [];
  let accepted = 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A sender's pool keeps idle connections open; a closing test server ends them at once rather
    // than wait the default 30 s for them to leave.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!refuse?.(address.address)) return callback();
      callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      if (!parse) {
        stream.on("end", () => {
          accepted += 1;
          callback();
        });
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const mail = Object.assign(parsed, {
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          // Handed on, or kept here for `received` and `waitFor`.
          if (onMail) onMail(mail);
          else received.push(mail);
          accepted += 1;
          for (const check of [...waiters]) check();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** How many mails it has accepted, parsed or not. */
    get accepted() {
      return accepted;
    },
    /** Resolves once `count` mails have arrived and been parsed, or rejects after the timeout. */
    waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
