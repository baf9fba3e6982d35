/** How one attempt went: the outbox records it and decides what comes next. */
export type DeliveryResult =
  | { outcome: "sent"; status: number }
  /** Worth another try: 5xx, 408, 429 or no answer; `retryAfterMs` from the answer's Retry-After. */
  | { outcome: "retry"; status: number | null; error: string; retryAfterMs?: number }
  /** Refused for good (another 4xx, or a redirect): trying again would get the same answer. */
  | { outcome: "failed"; status: number | null; error: string };

export type OutgoingRequest = { url: string; headers: Record<string, string>; body: string };

/** Well within the outbox's lease, so a hung destination cannot hold a job past it. */
const timeoutMs = 15_000;
/** The longest Retry-After taken at its word; a destination asking for more is asked again then. */
const retryAfterCapMs = 6 * 3600_000;

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), retryAfterCapMs);
}

/** Whether a status is worth another try: server errors, a timeout, too many requests. */
export const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/** How much of a refusal's body the error keeps: enough for a destination's one-line reason. */
const errorChars = 300;

/**
 * The first bytes of a body, and never more: a destination that answers an error at length (or
 * without end) must cost neither memory nor the rest of the timeout.
 */
async function bodyStart(response: Response, limit = errorChars * 4): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut off midway still has its start.
  } finally {
    await reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}

/** POSTs the request and classifies the answer; never throws. */
export async function post(request: OutgoingRequest): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      // Followed, a 301 or 302 turns the POST into a GET without the lead, and a receiver that
      // answers GETs (a catch-all hook) would have it marked sent: a moved destination is
      // reported instead, for the team to correct its address.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return {
      outcome: "retry",
      status: null,
      error: `${error instanceof Error ? error.message : String(error)}${cause}`,
    };
  }
  const status = response.status;
  if (status < 400) {
    // A success or a redirect says all it needs in its status and headers: the body, however
    // long, is not downloaded.
    await response.body?.cancel().catch(() => {});
    // 303 See Other: the request was handled, and its answer is elsewhere.
    if (status < 300 || status === 303) return { outcome: "sent", status };
    const location = response.headers.get("location");
    const to = location ? ` to ${location.slice(0, errorChars)}` : "";
    return { outcome: "failed", status, error: `HTTP ${status}: moved${to}; redirects are not followed` };
  }
  const text = (await bodyStart(response)).trim();
  const error = `HTTP ${status}${text ? `: ${text.slice(0, errorChars)}` : ""}`;
  if (retryable(status)) {
    return {
      outcome: "retry",
      status,
      error,
      retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
    };
  }
  return { outcome: "failed", status, error };
}
