import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer } from "../testing/smtp";
import { createMailTransport, type OutgoingMail } from "./transport";

const log = pino({ level: "silent" });
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A recipient Nodemailer would read as a list of two, the second a stranger's. */
const mail = (to: string): OutgoingMail => ({
  from: "no-reply@shopcity.test",
  to,
  subject: "s",
  text: "t",
  html: "<p>t</p>",
});

describe("the mail transport", () => {
  it("mails one recipient, never a list read out of it", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: tmpdir(), log });
    cleanups.push(() => transport.close());
    await transport.send(mail("a,victim@example.com"));
    await transport.send(mail("jane@springfield.gov"));
    await smtp.waitFor(2);
    expect(smtp.received.map((received) => received.envelopeTo)).toEqual([
      ['"a,victim"@example.com'],
      ["jane@springfield.gov"],
    ]);
  });

  it("writes one recipient to the file without SMTP", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shopcity-transport-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport({ dataDir, log });
    await transport.send(mail("a,victim@example.com"));
    const [file] = readdirSync(path.join(dataDir, "mail"));
    expect(readFileSync(path.join(dataDir, "mail", file!), "utf8")).toMatch(
      /^To: <"a,victim"@example\.com>$/m,
    );
  });
});
