import { LRUCache } from "lru-cache";

/**
 * Turns per client for work a request costs the server (a help search's page, rendered on its
 * first request): a client's next one starts `spacingMs` after its last one began, at the
 * earliest; meanwhile its request waits, costing a socket and a timer, nothing of the thread the
 * other pages are answered on. One client sending searches as fast as it can (32 connections of
 * new queries took /pricing from 5 ms to 0.4-0.9 s) then gets a few renders a second, and
 * everyone else's pages come first; a person, or a few colleagues behind one address, never
 * searches that fast. Clients are counted by `rateLimitAddress` (an IPv6 client by its /64); the
 * most recent `maxClients` are remembered.
 */
export function clientTurns(spacingMs: number, maxClients = 10_000): (client: string) => Promise<void> {
  const nextStart = new LRUCache<string, number>({ max: maxClients, ttl: 60_000, ttlAutopurge: false });
  return (client) => {
    const now = Date.now();
    const start = Math.max(now, nextStart.get(client) ?? 0);
    // Kept as long as it binds: a client whose queue reaches far ahead is remembered that long.
    nextStart.set(client, start + spacingMs, { ttl: start + spacingMs - now + 1_000 });
    return start === now ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, start - now));
  };
}
