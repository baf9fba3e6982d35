// A real SMTP server in the script's process that files each mail it accepts under the marker of
// the lead it is about, and that can be stopped and started again on the same port (an SMTP
// server down for a while, as the outbox must survive).
import { SMTPServer } from "smtp-server";

/**
 * @typedef {{ team: number[], ack: number[] }} Delivered  arrival times (ms since the epoch) of
 *   the team's notifications and of the visitor's acknowledgements about one lead
 */

/**
 * @param {{ teamAddress: string, markerOf: (text: string) => string | undefined }} options
 *   `markerOf` finds a lead's marker in a mail's subject or recipient.
 */
export async function startSmtpInbox({ teamAddress, markerOf }) {
  /** @type {Map<string, Delivered>} */
  const byMarker = new Map();
  let unmatched = 0;
  let accepted = 0;
  /** @type {SMTPServer | undefined} */
  let server;
  let port = 0;

  /** @param {string} marker */
  const entry = (marker) => {
    let found = byMarker.get(marker);
    if (!found) byMarker.set(marker, (found = { team: [], ack: [] }));
    return found;
  };

  /** @param {Buffer} raw @param {string[]} recipients */
  function file(raw, recipients) {
    accepted += 1;
    const at = Date.now();
    // Only the header is read: parsing whole mails would take CPU from the server under test.
    const head = raw.toString("latin1", 0, Math.max(0, raw.indexOf("\r\n\r\n")));
    const subject = /^subject:(.*)$/im.exec(head.replace(/\r\n[ \t]+/g, " "))?.[1] ?? "";
    for (const recipient of recipients) {
      const team = recipient.toLowerCase() === teamAddress.toLowerCase();
      const marker = markerOf(team ? subject : recipient);
      if (marker) entry(marker)[team ? "team" : "ack"].push(at);
      else unmatched += 1;
    }
  }

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Stopped means gone at once, connections included, as a crashed mail server would be.
      closeTimeout: 1,
      onData(stream, session, callback) {
        /** @type {Buffer[]} */
        const chunks = [];
        stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        stream.on("end", () => {
          file(
            Buffer.concat(chunks),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          );
          callback();
        });
      },
    });
    const listening = /** @type {SMTPServer} */ (server);
    // A client cut off mid-mail (a killed server, or this one stopping) is an error of its
    // connection, not of this server, which goes on.
    listening.on("error", () => {});
    await new Promise((resolve, reject) => {
      listening.server.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve(undefined));
    });
    const address = listening.server.address();
    port = typeof address === "object" && address ? address.port : port;
  }

  function stop() {
    const closing = server;
    server = undefined;
    return new Promise((resolve) => (closing ? closing.close(() => resolve(undefined)) : resolve(undefined)));
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    byMarker,
    get accepted() {
      return accepted;
    },
    /** Mails whose lead could not be told from their subject or recipient. */
    get unmatched() {
      return unmatched;
    },
    /** Starts again on the same port. */
    start,
    stop,
  };
}
