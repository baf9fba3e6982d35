import { normalizeIP } from "@better-auth/core/utils/ip";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema";

/** A counter (`rate_limits.key`) and how many attempts it allows per window. */
export type RateLimit = { key: string; limit: number };

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Attempts counted in the database's `rate_limits` table, in fixed windows of `windowSeconds`, so
 * that every server process shares them (the lead forms count there too, in admit_leads). One
 * statement counts an attempt against every given counter at once; the attempt is allowed when
 * none is over its limit. Rows older than a day are deleted by the outbox worker.
 */
export function createRateLimiter(
  db: Db,
  { windowSeconds, now = Date.now }: { windowSeconds: number; now?: () => number },
) {
  const windowMs = windowSeconds * 1000;
  return async (limits: readonly RateLimit[]): Promise<RateVerdict> => {
    const time = now();
    const windowStart = Math.floor(time / windowMs) * windowMs;
    // Always in the callers' order: concurrent attempts lock the rows in one order, never crossing.
    const counted = await db
      .insert(rateLimits)
      .values(limits.map(({ key }) => ({ key, windowStart: new Date(windowStart), count: 1 })))
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count });
    const over = limits.some(
      ({ key, limit }) => (counted.find((row) => row.key === key)?.count ?? 0) > limit,
    );
    return over
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)) }
      : { allowed: true };
  };
}

/**
 * The address a client's rate limits (and a lead's "sent too fast" clock) count by. An IPv6 client
 * usually holds a whole /64, so counting single addresses would let it send without limit; this is
 * the same rule as the sign-in limiter's (Better Auth's default). IPv4 and IPv4-mapped addresses
 * count as they are; anything else ("unknown") as given.
 */
export function rateLimitAddress(address: string): string {
  return normalizeIP(address, { ipv6Subnet: 64 });
}
