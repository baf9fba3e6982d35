/**
 * Where a lead's visit came from, first-party only (docs/operations.md, "Attribution"): the UTM
 * values and the referring host of the visit's first page, that page's path and the path the form
 * was sent from. With JavaScript the first page's values are kept in sessionStorage for the visit
 * (./attribution-capture.ts) and sent as hidden fields; without it the server reads the form
 * page's own address from the POST's `Referer`.
 *
 * The values come from anyone's address bar or page, so each is cleaned, never trusted: control
 * and bidirectional characters go, long values are cut, a host or path that is not one is dropped. A missing value
 * is null. Nothing here refuses a lead: the visitor cannot see or fix these fields.
 */

export type Attribution = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referrerHost: string | null;
  landingPath: string | null;
  formPath: string | null;
};

/** The UTM parameters, by the name they have in a campaign link's query. */
export const utmParams = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Partial<Record<keyof Attribution, string>>;

/**
 * The hidden fields a form sends with JavaScript. Their names start with "_", like the pipeline's
 * own fields, so they are never echoed back into the form.
 */
export const attributionFields = {
  utmSource: "_utm_source",
  utmMedium: "_utm_medium",
  utmCampaign: "_utm_campaign",
  utmTerm: "_utm_term",
  utmContent: "_utm_content",
  referrerHost: "_referrer_host",
  landingPath: "_landing_path",
  formPath: "_form_path",
} as const satisfies Record<keyof Attribution, string>;

export const attributionKeys = Object.keys(attributionFields) as (keyof Attribution)[];

/** Longest UTM value kept (longer ones are cut), and longest path; a host is at most 253 by DNS. */
export const utmMax = 200;
export const pathMax = 500;
const hostMax = 253;

// Every control character (C0, DEL, C1), the Unicode line and paragraph separators, and the
// bidirectional controls (marks, embeddings, overrides, isolates), which make a value read in
// another order than it is stored: "\u202Efdp.exe" shows as "exe.pdf".
const controlCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const hostPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A free-text value: control characters removed, trimmed, cut to `max`; empty is null. */
export function cleanText(value: unknown, max = utmMax): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(controlCharacters, "").trim().slice(0, max).trim();
  return text === "" ? null : text;
}

/** A host name (lower case, no port), or null for anything that is not one. */
export function cleanHost(value: unknown): string | null {
  if (typeof value !== "string" || value.length > hostMax) return null;
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  return hostPattern.test(host) ? host : null;
}

/** A path of this site ("/pricing"), without query or fragment, or null for anything else. */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim().split(/[?#]/, 1)[0]!;
  if (!path.startsWith("/") || path.startsWith("//") || path.length > pathMax) return null;
  if (path.replace(controlCharacters, "") !== path || /[\s<>"\\]/.test(path)) return null;
  return path;
}

const none: Attribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  landingPath: null,
  formPath: null,
};

function clean(raw: Partial<Record<keyof Attribution, unknown>>): Attribution {
  const result = { ...none };
  for (const key of Object.keys(utmParams) as (keyof typeof utmParams)[]) result[key] = cleanText(raw[key]);
  result.referrerHost = cleanHost(raw.referrerHost);
  result.landingPath = cleanPath(raw.landingPath);
  result.formPath = cleanPath(raw.formPath);
  return result;
}

function utmFrom(search: URLSearchParams): Partial<Attribution> {
  const values: Partial<Record<keyof Attribution, string | null>> = {};
  for (const [key, name] of Object.entries(utmParams)) values[key as keyof Attribution] = search.get(name);
  return values;
}

function parseUrl(text: string | null | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * A lead's attribution from its POST: the hidden fields when the form sent them (JavaScript),
 * else the form page's own address, which the browser gives as the POST's `Referer`. A `Referer`
 * of another site (a form posted from elsewhere) gives only its host.
 */
export function attributionOf(formData: FormData, referer: string | null, ownHost: string): Attribution {
  const sent = (key: keyof Attribution) => formData.get(attributionFields[key]);
  if (attributionKeys.some((key) => sent(key) !== null)) {
    return clean(Object.fromEntries(attributionKeys.map((key) => [key, sent(key)])));
  }
  const page = parseUrl(referer);
  if (!page) return { ...none };
  if (page.host !== ownHost) return clean({ referrerHost: page.hostname });
  return clean({ ...utmFrom(page.searchParams), landingPath: page.pathname, formPath: page.pathname });
}

/**
 * What the browser keeps for the visit from its first page: its UTM values, the host of its
 * referrer when that is another site, and its path. Raw; the server cleans them.
 */
export function firstPageAttribution(location: URL, referrer: string): Partial<Attribution> {
  const from = parseUrl(referrer);
  return {
    ...utmFrom(location.searchParams),
    referrerHost: from && from.host !== location.host ? from.hostname : null,
    landingPath: location.pathname,
  };
}
