/** Answers of the JSON API (/api/…): never cached, errors as `{ error }`. */
export function noStore(headers: Headers = new Headers()): Headers {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return merged;
}

export function apiError(status: number, message: string, headers?: Headers): Response {
  return Response.json({ error: message }, { status, headers: noStore(headers) });
}

/**
 * The answer to a method an endpoint does not take. Without it React Router answers a POST to a
 * route without an action with "Unexpected Server Error", which reads like our failure.
 */
export function wrongMethod(allow: "GET" | "POST"): Response {
  const headers = new Headers({ Allow: allow === "GET" ? "GET, HEAD" : "POST" });
  return apiError(405, `Method not allowed. Use ${allow}.`, headers);
}

/** The answer headers of a refusal by the rate limits: when to try again. */
export function retryAfter(seconds: number, headers: Headers = new Headers()): Headers {
  const merged = noStore(headers);
  merged.set("Retry-After", String(seconds));
  return merged;
}
