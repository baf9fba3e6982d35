import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { e2eSmtpPort, resetMailbox, storeMail } from "./mailbox";

/** A real SMTP server for the whole run; what it receives is stored for the tests to read. */
export default async function globalSetup() {
  resetMailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The site's mail pool keeps idle connections open: end them at once on close rather than
    // wait 30 s for them to leave.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          storeMail({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers: Object.fromEntries([...mail.headerLines].map((line) => [line.key, line.line])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(e2eSmtpPort, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
