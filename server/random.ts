import { randomFillSync } from "node:crypto";

// Random bytes are drawn from the system 4 KB at a time, as Node does for randomUUID(): one
// getrandom call per 256 nonces instead of one per request.
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** `size` cryptographically random bytes (at most 4096), encoded at once. */
export function randomString(size: number, encoding: "base64" | "base64url"): string {
  if (offset + size > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.toString(encoding, offset, offset + size);
  // Each byte is handed out once.
  pool.fill(0, offset, offset + size);
  offset += size;
  return value;
}
