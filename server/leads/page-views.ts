import { LRUCache } from "lru-cache";

/**
 * When each client last fetched a page, for a form sent without a form token (JavaScript off, or
 * sent before the page's scripts ran): its fill time runs from that fetch. Kept in this process
 * only, for a minute: it is a hint, not a record. A client whose page came from another process
 * or a CDN has no entry, and is then judged by the honeypot alone (decision 0005).
 */
export type PageViews = {
  saw(clientAddress: string, at?: number): void;
  /** The time of the client's last page fetch in the last minute, if this process served it. */
  lastSeen(clientAddress: string): number | undefined;
};

export function pageViews({ max = 20_000, ttlMs = 60_000 } = {}): PageViews {
  const views = new LRUCache<string, number>({ max, ttl: ttlMs, ttlAutopurge: false });
  return {
    saw: (clientAddress, at = Date.now()) => void views.set(clientAddress, at),
    lastSeen: (clientAddress) => views.get(clientAddress),
  };
}
