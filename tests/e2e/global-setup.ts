import { startSmtpServer } from "../../server/testing/smtp";
import { resetMailbox, storeMail } from "./mailbox";
import { e2eSmtpPort } from "./ports";

/** A real SMTP server for the whole run; what it receives is stored for the tests to read. */
export default async function globalSetup() {
  resetMailbox();
  const smtp = await startSmtpServer(e2eSmtpPort, {
    onMail: (mail) =>
      storeMail({
        to: mail.envelopeTo.map((address) => address.toLowerCase()),
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        html: typeof mail.html === "string" ? mail.html : "",
        headers: Object.fromEntries([...mail.headerLines].map((line) => [line.key, line.line])),
      }),
  });
  return smtp.close;
}
