// The two small libraries the static pages use ship no types; these are the parts we call.

declare module "negotiator" {
  import type { IncomingHttpHeaders } from "node:http";
  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** Acceptable encodings of `available`, best first; `preferred` breaks ties between equal q-values. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}

declare module "fresh" {
  import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
  /** Whether the client's cached copy, per its conditional headers, matches these response headers. */
  export default function fresh(
    requestHeaders: IncomingHttpHeaders,
    responseHeaders: OutgoingHttpHeaders,
  ): boolean;
}
