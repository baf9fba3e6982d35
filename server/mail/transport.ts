import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type OutgoingMail = {
  from: string;
  /** One address. */
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  /** Connects and signs in to the SMTP server without sending: a wrong SMTP_URL shows at start. */
  check(): Promise<void>;
  close(): void;
};

/**
 * Whether the SMTP server refused the recipient's address itself (a 5xx answer to RCPT TO): it
 * answers the same every time, so retrying only hides the failure from the team. A 5xx at any
 * other step (AUTH, MAIL FROM, DATA) can be the server's configuration, which an operator fixes,
 * and stays retried like every other failure.
 */
export function recipientRefused(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, command, responseCode } = error as Error & Record<string, unknown>;
  return (
    code === "EENVELOPE" &&
    command === "RCPT TO" &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/**
 * The mail as Nodemailer takes it, its one recipient as an address object: a string would be
 * read as a list, and "a,b@example.com" mailed to b@example.com. Nodemailer quotes it instead.
 */
function oneRecipient(mail: OutgoingMail) {
  return { ...mail, to: { name: "", address: mail.to } };
}

/**
 * SMTP when SMTP_URL is set. Without it every message becomes an .eml file in DATA_DIR/mail and a
 * log line, so a fresh `npm start` needs no mail server and nothing is silently dropped.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  log: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    // Bounded waits: a hung server must not hold a job past its lease.
    // A small pool of reused connections (no TCP and EHLO per mail); maxRequeues 0 hands every
    // failure straight back to the outbox, which alone decides on retries.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 8,
      maxRequeues: 0,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(oneRecipient(mail));
      },
      async check() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await writer.sendMail(oneRecipient(mail));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to file (SMTP_URL unset)");
    },
    check: async () => {},
    close: () => writer.close(),
  };
}
