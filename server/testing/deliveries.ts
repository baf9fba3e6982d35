import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LeadType } from "../../app/content/leads";

/** One valid form post of every type, as a browser sends it. */
export const sampleForms: Record<LeadType, Record<string, string>> = {
  download_presentation: {
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@springfield.gov",
    company: "City of Springfield",
    title: "Economic Development Director",
    phone: "+1 555 0100",
    notes: "Send it to the council too",
  },
  pilot: {
    municipalityName: "Springfield",
    name: "Jane Q Doe",
    jobTitle: "City Manager",
    email: "jane@springfield.gov",
    populationSize: "50k-100k",
  },
  demo: {
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@springfield.gov",
    phone: "+1 555 0100",
    cityName: "Springfield",
    position: "Mayor",
    timeSlot: "morning",
    message: "Tuesdays suit us",
  },
  newsletter: { email: "jane@springfield.gov" },
  contact: {
    name: "Jane Doe",
    email: "jane@springfield.gov",
    municipality: "Springfield",
    subject: "pricing",
    message: "Do you invoice?",
  },
  partner: {
    companyName: "Acme Civic Tech",
    contactName: "Jane Doe",
    contactTitle: "CEO",
    email: "jane@acme.example",
    phone: "+1 555 0100",
    partnershipType: "strategic",
    companySize: "51-200",
    experience: "Ten years of software for towns, counties and their downtown programs.",
    municipalExperience: "on",
    capabilities: "Integration, training and support for city staff across the Midwest.",
    targetMarkets: "Midwest towns and counties",
    goals: "Bring the assistant to the forty towns we already serve, with our own support.",
    expectedRevenue: "250k-1M",
    termsAccepted: "on",
  },
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
};

export type Answer = { status: number; headers?: Record<string, string>; body?: string };

/**
 * An HTTP endpoint in the test process standing in for a CRM or a webhook receiver: it records
 * every request and answers as `respond` says (200 by default). `listen` can wait: a receiver
 * that is down at first is a port nobody listens on yet.
 */
export function httpRecorder(respond: (request: RecordedRequest) => Answer = () => ({ status: 200 })) {
  const requests: RecordedRequest[] = [];
  let answer = respond;
  let server: Server | undefined;
  return {
    requests,
    answerWith(next: (request: RecordedRequest) => Answer) {
      answer = next;
    },
    async listen(port = 0): Promise<number> {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          const request = {
            method: req.method ?? "",
            url: req.url ?? "",
            headers: req.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            at: Date.now(),
          };
          requests.push(request);
          const { status, headers = {}, body = "" } = answer(request);
          res.writeHead(status, headers).end(body);
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      if (!server) return;
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    },
  };
}

/** A port free at this moment (listened on and let go). */
export async function freePort(): Promise<number> {
  const probe = httpRecorder();
  const port = await probe.listen();
  await probe.close();
  return port;
}
