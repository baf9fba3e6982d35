import { normalizeIP } from "@better-auth/core/utils/ip";

/**
 * The address a lead's rate limit (and its "sent too fast" clock) counts by. An IPv6 client
 * usually holds a whole /64, so counting single addresses would let it send without limit; this is
 * the same rule as the sign-in limiter's (Better Auth's default). IPv4 and IPv4-mapped addresses
 * count as they are; anything else ("unknown") as given.
 */
export function rateLimitAddress(address: string): string {
  return normalizeIP(address, { ipv6Subnet: 64 });
}
