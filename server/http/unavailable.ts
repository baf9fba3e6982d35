import { isDatabaseUnreachable } from "../db/unreachable";
import { asFetchResponse, type FixedResponse } from "./pages/fixed-response";

/**
 * How long a client is asked to wait (`Retry-After`, seconds) while the database cannot be
 * reached. A PostgreSQL restart or a supervisor starting a fresh server after PGlite's process died
 * takes a few seconds; ten is long enough not to be asked again during one, and short enough
 * that a person who reloads when told to finds the site back (decision 0012).
 */
export const retryAfterSeconds = 10;

const message = "The service is briefly unavailable. Please try again in a moment.";

export type OutageOptions = {
  /** A trivial query: rejects when the database cannot answer now. */
  ping?: () => Promise<void>;
  /** The "try again in a moment" page in the site's layout (status 503), rendered at start. */
  page?: FixedResponse;
  /** How long a ping may take before the database counts as unreachable. */
  pingTimeoutMs?: number;
  /** A ping's verdict is shared by the failures of this long: an outage fails many requests at once. */
  pingReuseMs?: number;
};

export type Outage = {
  /**
   * The response to send for `response`: itself, with `Retry-After` when it is a 503 of its own
   * (a lead form's reply keeps the visitor's answers); or, when it is another failure (5xx) and
   * the database does not answer, the "try again in a moment" answer for `url`.
   */
  review(url: string, response: Response): Promise<Response>;
  /**
   * The "try again in a moment" answer for `url` when `error` says the database is unreachable,
   * or the database does not answer now; else undefined (a defect).
   */
  answerFor(url: string, error: unknown): Promise<Response | undefined>;
};

/**
 * Decision 0012: loaders, actions and Better Auth fail as they always did; only their 5xx
 * answers are looked at, after the fact, so that no route needs to know about outages. A failure
 * while the database answers a trivial query stays what it was: a defect, logged and shown as
 * "Something went wrong".
 */
export function databaseOutage({
  ping,
  page,
  pingTimeoutMs = 3_000,
  pingReuseMs = 1_000,
}: OutageOptions): Outage {
  let last: { at: number; down: Promise<boolean> } | undefined;
  const databaseDown = (): Promise<boolean> => {
    if (!ping) return Promise.resolve(false);
    const now = Date.now();
    if (!last || now - last.at > pingReuseMs) last = { at: now, down: askDatabase(ping, pingTimeoutMs) };
    return last.down;
  };

  return {
    async review(url, response) {
      if (response.status === 503) return withRetryAfter(response);
      if (response.status < 500 || !(await databaseDown())) return response;
      await response.body?.cancel();
      return unavailableResponse(url, page);
    },
    async answerFor(url, error) {
      const down = isDatabaseUnreachable(error) || (await databaseDown());
      return down ? unavailableResponse(url, page) : undefined;
    },
  };
}

/** True when the database does not answer in time or fails for being unreachable. */
async function askDatabase(ping: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  try {
    return await Promise.race([
      ping().then(
        () => false,
        (error: unknown) => isDatabaseUnreachable(error),
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function withRetryAfter(response: Response): Response {
  if (response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * What each kind of request understands: JSON for the API; plain text for React Router's data
 * requests (`.data`), which its client turns into a route error of status 503 and the root error
 * boundary shows as the same page; the page itself for anything else.
 */
function unavailableResponse(url: string, page: FixedResponse | undefined): Response {
  const headers = { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" };
  const path = new URL(url, "http://localhost").pathname;
  if (path === "/api" || path.startsWith("/api/")) {
    return Response.json({ error: message }, { status: 503, headers });
  }
  if (page && !path.endsWith(".data")) {
    const response = asFetchResponse(page);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }
  return new Response(message, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
