import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

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
    // One connection per mail: a failure belongs to that mail alone and the outbox decides on
    // retries (nodemailer's pool would queue and retry on its own, behind the outbox's back).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await writer.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to file (SMTP_URL unset)");
    },
    close: () => writer.close(),
  };
}
