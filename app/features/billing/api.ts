/** Answers of the JSON API: never cached, errors as `{ error }`. */
export function noStore(headers: Headers = new Headers()): Headers {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return merged;
}

export function apiError(status: number, message: string, headers?: Headers): Response {
  return Response.json({ error: message }, { status, headers: noStore(headers) });
}

/** The answer headers of a refusal by the rate limits: when to try again. */
export function retryAfter(seconds: number, headers: Headers = new Headers()): Headers {
  const merged = noStore(headers);
  merged.set("Retry-After", String(seconds));
  return merged;
}
