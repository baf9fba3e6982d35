import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2ePort } from "./ports";

/** The folder where the mails the e2e server sends land, one per run (its server's port). */
export const mailboxDir = path.join(tmpdir(), `shopcity-e2e-mailbox-${e2ePort}`);

export type StoredMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export function resetMailbox() {
  rmSync(mailboxDir, { recursive: true, force: true });
  mkdirSync(mailboxDir, { recursive: true });
}

export function storeMail(mail: StoredMail) {
  const file = path.join(mailboxDir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  // Written aside, then renamed (atomic): a test reading the mailbox never sees half a mail.
  writeFileSync(`${file}.part`, JSON.stringify(mail));
  renameSync(`${file}.part`, file);
}

/** Every mail received so far. */
export function readMailbox(): StoredMail[] {
  return readdirSync(mailboxDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(mailboxDir, file), "utf8")) as StoredMail);
}

/**
 * Waits for the mails sent to `to` (e.g. a test's own unique address) and returns them. The
 * server's outbox delivers them through a real SMTP server started by the global setup.
 */
export async function waitForMails(to: string, count = 1, timeoutMs = 15_000): Promise<StoredMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMailbox().filter((mail) => mail.to.includes(to.toLowerCase()));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Mails to the team inbox that mention `text` (the team notification of one test's lead). */
export async function waitForTeamMail(text: string, timeoutMs = 15_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMailbox().find((item) => item.to.includes(e2eLeadsTo) && item.text.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no team mail mentioning ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const e2eLeadsTo = "team@shopcity.test";
