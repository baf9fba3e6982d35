import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fresh from "fresh";
import Negotiator from "negotiator";

/**
 * A response whose bytes are fixed for the server's lifetime (a prerendered page, its `.data`,
 * the 404 page): compressed once at start, then answered from memory with every header value
 * already made.
 */

export const encodings = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof encodings)[number];

/**
 * Browsers and a CDN may store the page, but must ask again before each use: the URL is not
 * versioned, so a deploy has to show at once, and asking again costs a 304 with no body.
 */
export const fixedCacheControl = "public, no-cache";

export type FixedResponse = {
  status: number;
  /** The uncompressed body, e.g. for a resource route answering with the 404 page. */
  body: Buffer;
  /** The headers that describe the representation: its type, CSP and other security headers. */
  representationHeaders: readonly [string, string][];
  /** Everything but the request's own headers, per encoding it is kept in (always identity). */
  variants: Variants;
};

type Variants = Partial<Record<Encoding, Variant>> & { identity: Variant };

type Variant = {
  body: Buffer;
  etag: string;
  /** Name, value, name, value…: what `writeHead` takes without building objects. */
  headers: string[];
  notModifiedHeaders: string[];
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to compress: "best" for what is compressed once at start (prerendered pages): brotli
 * and gzip at their highest settings; "fast" for what is compressed while a visitor waits (a page
 * made on its first request, then kept): gzip alone, quickly, on this thread, since handing small
 * work to the thread pool costs more than the work (docs/benchmarks.md).
 */
export type Effort = "best" | "fast";

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Compresses a body as `effort` says (the pages of the start-up on the thread pool, side by side). */
export async function compressAll(
  body: Buffer,
  effort: Effort = "best",
): Promise<Partial<Record<Encoding, Buffer>>> {
  if (effort === "fast") return { gzip: zlib.gzipSync(body, { level: 3 }), identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body.length)),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity: body };
}

/**
 * A strong ETag per encoding: the bytes differ, so the tags must too (RFC 9110, 8.8.3), or a cache
 * could answer a gzip request with a brotli body it validated.
 */
export function entityTags(identity: Buffer, headers: readonly [string, string][]): Record<Encoding, string> {
  const hash = createHash("sha256").update(identity);
  // The headers that describe the representation (its type and CSP) belong to it too.
  for (const [name, value] of headers) hash.update(`\n${name}: ${value}`);
  const tag = hash.digest("base64url").slice(0, 27);
  return { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` };
}

export type FixedResponseInput = {
  body: string | Buffer;
  contentType: string;
  status?: number;
  /** The CSP and other security headers, as the rest of the site sends them. */
  headers: readonly [string, string][];
  effort?: Effort;
};

export async function fixedResponse({
  body,
  contentType,
  status = 200,
  headers,
  effort,
}: FixedResponseInput): Promise<FixedResponse> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  return makePage(identity, [["Content-Type", contentType], ...headers], status, effort);
}

/** A page with the status and headers of `template` around another body (an ROI scenario's). */
export function pageLike(template: FixedResponse, body: Buffer, effort: Effort): Promise<FixedResponse> {
  return makePage(body, template.representationHeaders, template.status, effort);
}

async function makePage(
  identity: Buffer,
  representationHeaders: readonly [string, string][],
  status: number,
  effort: Effort | undefined,
): Promise<FixedResponse> {
  const bodies = await compressAll(identity, effort);
  const tags = entityTags(identity, representationHeaders);
  const variants: Variants = {
    identity: makeVariant("identity", identity, tags.identity, representationHeaders),
  };
  for (const encoding of ["br", "gzip"] as const) {
    const body = bodies[encoding];
    if (body) variants[encoding] = makeVariant(encoding, body, tags[encoding], representationHeaders);
  }
  return { status, body: identity, representationHeaders, variants };
}

function makeVariant(
  encoding: Encoding,
  body: Buffer,
  etag: string,
  representationHeaders: readonly [string, string][],
): Variant {
  // Sent on a 304 too (RFC 9110, 15.4.5): what a cache needs to refresh its stored copy.
  const validators = ["ETag", etag, "Cache-Control", fixedCacheControl, "Vary", "Accept-Encoding"];
  const common = [...representationHeaders.flat(), ...validators];
  return {
    body,
    etag,
    headers: [
      ...common,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(body.length),
    ],
    notModifiedHeaders: common,
  };
}

const preferred: readonly Encoding[] = ["br", "gzip"];

/**
 * The encoding to answer with, among those `offered`: the client's q-values decide, and among
 * equals brotli, then gzip, then none. Null when the client refuses every encoding offered.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = encodings,
): Encoding | null {
  if (!acceptEncoding) return "identity";
  const [best] = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings([...offered], {
    preferred: [...preferred],
  });
  return (best as Encoding | undefined) ?? null;
}

/** The bytes a page holds in memory, all encodings. */
export const pageBytes = (page: FixedResponse): number =>
  Object.values(page.variants).reduce((sum, variant) => sum + variant.body.length, 0);

/** Whether the client's stored copy (If-None-Match, a list or `*`) is this very variant. */
export function notModified(req: IncomingMessage, etag: string): boolean {
  return fresh(req.headers, { etag });
}

/**
 * Answers a GET or HEAD from memory; the headers the chain set before (the request id) stay,
 * those of the page replace the chain's (its CSP). Returns the status sent.
 */
export function sendFixedResponse(req: IncomingMessage, res: ServerResponse, page: FixedResponse): number {
  const offered = encodings.filter((encoding) => page.variants[encoding]);
  const encoding = negotiateEncoding(req.headers["accept-encoding"], offered);
  const variant = encoding && page.variants[encoding];
  if (!variant) {
    // RFC 9110, 12.5.3: nothing acceptable; say what we have.
    res.writeHead(406, ["Content-Type", "text/plain; charset=utf-8", "Vary", "Accept-Encoding"]);
    res.end(`Not acceptable: this page is available as ${offered.join(", ")}.`);
    return 406;
  }
  // A 304 answers a successful GET only: never stands in for the 404 page.
  if (page.status === 200 && notModified(req, variant.etag)) {
    res.writeHead(304, variant.notModifiedHeaders);
    res.end();
    return 304;
  }
  res.writeHead(page.status, variant.headers);
  if (req.method === "HEAD") res.end();
  else res.end(variant.body);
  return page.status;
}

/**
 * A page kept in memory as a response of its own (the 404 page for a resource route, the 503 page),
 * uncompressed, with the CSP its scripts need and nothing of its caching headers.
 */
export function asFetchResponse(page: FixedResponse): Response {
  const headers = new Headers();
  const { headers: pairs } = page.variants.identity;
  for (let i = 0; i < pairs.length; i += 2) {
    const name = pairs[i]!;
    if (name === "Content-Type" || name === "Content-Security-Policy") headers.set(name, pairs[i + 1]!);
  }
  return new Response(new Uint8Array(page.body), { status: page.status, headers });
}
